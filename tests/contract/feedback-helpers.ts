import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { Feedback, FeedbackPage, MessagePage } from '../../sdk/contract';
import { expectValid, type Answer, type TestSandbox } from './harness';
import { registerMember } from './members';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** IHDR of a 1×1 RGB image: length, name, 13 bytes of data, CRC. */
const IHDR = [
  0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
];
const IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** A chunk of `type` around `data` (the CRC is not checked by anyone here, so it is zero). */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** `size` bytes of a whole PNG: signature, IHDR, one IDAT chunk of filler, IEND. */
export function pngBytes(size = 2048, extra?: Buffer): Buffer {
  const head = Buffer.concat([Buffer.from(PNG_SIGNATURE), Buffer.from(IHDR), extra ?? Buffer.alloc(0)]);
  const filler = size - head.length - IEND.length - 12;
  return Buffer.concat([head, chunk('IDAT', randomBytes(Math.max(0, filler))), Buffer.from(IEND)]);
}

/** A PNG with a text chunk holding `text` (valid: PNG readers skip unknown and text chunks). */
export const pngWithText = (text: string) =>
  pngBytes(2048, chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.from(text)])));

/** `size` bytes of a whole JPEG: start-of-image, an APP0 marker, filler, end-of-image. */
export const jpegBytes = (size = 2048) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 6), Buffer.from([0xff, 0xd9])]);

export const gifBytes = () => Buffer.concat([Buffer.from('GIF89a'), randomBytes(100), Buffer.from([0x3b])]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>',
);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** An image as the form uploads it. */
export const image = (bytes: Buffer, type = 'image/png', name = 'screenshot.png') => ({
  name,
  type,
  dataBase64: bytes.toString('base64'),
});

/** A feedback text that meets the rule. */
export const TEXT = 'The deposit page froze after I paid with my e-wallet.';

let members = 0;

/** The feedback and messageV2 pages' calls as a member makes them, and the operator's switches. */
export function feedbackDriver(sandbox: TestSandbox) {
  /** A new member of the test's own: its name and token. */
  async function member() {
    const username = `fb${String(Date.now() % 1e6).padStart(6, '0')}${members++}`;
    return { username, token: await registerMember(sandbox, 'fb', { username }) };
  }

  const send = (token: string, input: Record<string, unknown> = {}, ip?: string): Promise<Answer> =>
    sandbox.call(
      contract.feedback,
      { requestId: `fb-${randomUUID()}`, type: 'problem', content: TEXT, ...input },
      { token, ip },
    );

  const sent = async (token: string, input: Record<string, unknown> = {}) =>
    expectValid(contract.feedback, await send(token, input)) as Feedback;

  const list = async (token: string, page: Record<string, unknown> = {}) =>
    expectValid(
      contract.feedbackList,
      await sandbox.call(contract.feedbackList, page, { token }),
    ) as FeedbackPage;

  const imageOf = (token: string, id: string) => sandbox.call(contract.feedbackImage, { id }, { token });

  /** The operator's reply (POST /sandbox/feedback/reply). */
  const reply = (feedbackId: number, content: string) =>
    sandbox.request({ method: 'POST', url: '/sandbox/feedback/reply', payload: { feedbackId, content } });

  /** The operator sends a platform message (POST /sandbox/messages). */
  async function message(username: string, title: unknown, content: unknown): Promise<number> {
    const answer = await sandbox.request({
      method: 'POST',
      url: '/sandbox/messages',
      payload: { username, title, content },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.value as { id: number }).id;
  }

  const messages = async (token: string, page: Record<string, unknown> = {}, language?: string) =>
    expectValid(
      contract.messageList,
      await sandbox.call(contract.messageList, page, { token, language }),
    ) as MessagePage;

  const unread = async (token: string) =>
    expectValid(contract.unreadCount, await sandbox.call(contract.unreadCount, {}, { token })) as number;

  /** Moves the platform's clock forward (POST /sandbox/clock). */
  async function advance(ms: number) {
    const moved = await sandbox.request({
      method: 'POST',
      url: '/sandbox/clock',
      payload: { advanceMs: ms },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }

  return { member, send, sent, list, imageOf, reply, message, messages, unread, advance };
}
