import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../client/platform-error';
import type { Endpoint } from '../contract/endpoint';
import type { Core } from './core';
import { feedbackActions } from './feedback';

const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [
  0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
];
const IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const png = new Uint8Array([...PNG_SIGNATURE, ...IHDR, ...IEND]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00;');

function feedback(call: (endpoint: Endpoint, input: Record<string, unknown>) => Promise<unknown>) {
  const client = { call: vi.fn(call) };
  return { actions: feedbackActions({ client } as unknown as Core), client };
}

describe('checkImage, in the browser, by the bytes', () => {
  const { actions } = feedback(async () => undefined);

  it('takes a PNG named .jpg and a JPEG without a type: the bytes decide', async () => {
    expect(await actions.checkImage(new File([png], 'photo.jpg', { type: 'image/jpeg' }))).toEqual({
      ok: true,
      type: 'image/png',
    });
    expect(await actions.checkImage(new File([jpeg], 'photo'))).toEqual({ ok: true, type: 'image/jpeg' });
  });

  it('refuses a GIF or a page named .png and typed image/png', async () => {
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    for (const bytes of [gif, page])
      expect(await actions.checkImage(new File([bytes], 'shot.png', { type: 'image/png' }))).toEqual({
        ok: false,
        reason: 'type',
      });
  });

  it('refuses 6 MB with a PNG header by its size, without reading it', async () => {
    const big = new Uint8Array(6 * MB);
    big.set(png.subarray(0, 8));
    const file = new File([big], 'big.png', { type: 'image/png' });
    const read = vi.spyOn(file, 'arrayBuffer');
    expect(await actions.checkImage(file)).toEqual({ ok: false, reason: 'size' });
    expect(read).not.toHaveBeenCalled();
  });
});

describe('send', () => {
  const input = (images: File[]) => ({ type: 'game' as const, content: 'The slot froze on a win.', images });

  it('sends each image typed by its bytes, in base64, under an idempotency id', async () => {
    const { actions, client } = feedback(async () => ({ id: 1 }));
    await actions.send(input([new File([png], 'shot.jpg', { type: 'image/jpeg' })]));
    const [[endpoint, body]] = client.call.mock.calls as [[Endpoint, Record<string, unknown>]];
    expect(endpoint.name).toBe('feedback');
    expect(body).toMatchObject({ type: 'game', content: 'The slot froze on a win.' });
    expect(body.requestId).toEqual(expect.any(String));
    expect(body.images).toEqual([
      { name: 'shot.jpg', type: 'image/png', dataBase64: Buffer.from(png).toString('base64') },
    ]);
  });

  it('retries an unanswered feedback under the same id, and a new one after an answer under another', async () => {
    let attempt = 0;
    const { actions, client } = feedback(async () => {
      if (attempt++ === 0) throw new PlatformError('network_timeout', 'timeout', 0);
      return { id: 1 };
    });
    const same = input([new File([png], 'a.png', { type: 'image/png' })]);
    await expect(actions.send(same)).rejects.toThrow('timeout');
    await actions.send(same);
    await actions.send(same);
    const ids = client.call.mock.calls.map(([, body]) => (body as { requestId: string }).requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});

describe('imageUrl', () => {
  it('is a data address of the type the platform sniffed', async () => {
    const { actions } = feedback(async () => ({ type: 'image/jpeg', dataBase64: 'AAAA' }));
    expect(await actions.imageUrl('fi_aaaaaaaaaaaaaaaaaaaaaa')).toBe('data:image/jpeg;base64,AAAA');
  });
});
