import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SANDBOX_HEADERS } from './fixtures';

/** The help-centre and feedback journeys' steps (tests/e2e/help-feedback.spec.ts). */

export const MB = 1024 * 1024;

/** A file as Playwright's setInputFiles takes it. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Real images drawn by the browser's canvas (a coloured square with a stripe): small, whole PNG
 * and JPEG files that previews and thumbnails can show.
 */
export async function drawImages(
  page: Page,
  count: number,
  type: 'image/png' | 'image/jpeg',
): Promise<TestFile[]> {
  const urls = await page.evaluate(
    ({ count, type }) =>
      Array.from({ length: count }, (_, i) => {
        const canvas = document.createElement('canvas');
        canvas.width = 96;
        canvas.height = 72;
        const g = canvas.getContext('2d')!;
        g.fillStyle = `hsl(${(i * 97 + 200) % 360} 70% 55%)`;
        g.fillRect(0, 0, 96, 72);
        g.fillStyle = '#fff';
        g.fillRect(0, 30 + i * 4, 96, 10);
        return canvas.toDataURL(type);
      }),
    { count, type },
  );
  const extension = type === 'image/png' ? 'png' : 'jpg';
  return urls.map((url, i) => ({
    name: `captura-${i + 1}.${extension}`,
    mimeType: type,
    buffer: Buffer.from(url.split(',')[1]!, 'base64'),
  }));
}

/** 6 MB that begin like a PNG (its signature, then zeros): too big, whatever it holds. */
export const sixMegabytePng = (): TestFile => {
  const buffer = Buffer.alloc(6 * MB);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { name: 'enorme.png', mimeType: 'image/png', buffer };
};

/** A GIF named and typed as a PNG: only its bytes say what it is. */
export const gifAsPng = (): TestFile => ({
  name: 'animada.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 1), Buffer.from([0x3b])]),
});

/** The feedback form's image picker (the hidden file input behind "Añadir imágenes"). */
export const imagePicker = (scope: Locator | Page) => scope.getByLabel('Añadir imágenes');

/** The feedback a member sent, as the operator's back office sees it (GET /sandbox/feedback). */
export async function feedbackOf(
  request: APIRequestContext,
  username: string,
): Promise<{ id: number; content: string; images: unknown[] }[]> {
  const response = await request.get(`/sandbox/feedback?username=${username}`, { headers: SANDBOX_HEADERS });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).value;
}

/** The operator replies to a feedback (POST /sandbox/feedback/reply). */
export async function replyTo(request: APIRequestContext, feedbackId: number, content: string) {
  const response = await request.post('/sandbox/feedback/reply', {
    data: { feedbackId, content },
    headers: SANDBOX_HEADERS,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Sends a feedback straight to the platform with the member's own session token (taken from the
 * page's sessionStorage), as a script that skips the form's checks would: what the sandbox says.
 */
export async function putFeedbackDirectly(
  page: Page,
  images: TestFile[],
): Promise<{
  status: number;
  body: { success: boolean; errorCode?: string; value?: Record<string, unknown> };
}> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'the member is logged in').toBeTruthy();
  const response = await page.request.put('/wps/feedback', {
    headers: { Merchant: 'CROUPIER', Device: 'web', Language: 'ES', Authorization: token! },
    data: {
      requestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      type: 'problem',
      content: 'Enviado sin pasar por el formulario.',
      images: images.map((file) => ({
        name: file.name,
        type: file.mimeType,
        dataBase64: file.buffer.toString('base64'),
      })),
    },
  });
  return { status: response.status(), body: await response.json() };
}
