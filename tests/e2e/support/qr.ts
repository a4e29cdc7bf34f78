import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import type { Locator } from '@playwright/test';

/** Screenshots a rendered QR code and decodes it the way a phone camera would. */
export async function decodeQr(code: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
