import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAX_FRAME_BYTES } from '../../sdk/shared-rules/chat-rules';
import { startTestSandbox, type TestSandbox } from './harness';
import { registerMember } from './members';
import { chatUrl, isMessage, isRefusal, joinChat, openSocket, type ChatClient } from './chat-helpers';

/**
 * Attacks on the chat room: a page of another origin opening the socket with a player's cookies
 * or token, posting without logging in, a token forged, floods, HTML and scripts as messages,
 * oversize frames, and frames the room does not speak.
 */
let sandbox: TestSandbox;
let url: string;
const open: ChatClient[] = [];
beforeAll(async () => {
  sandbox = await startTestSandbox();
  url = await chatUrl(sandbox);
});
afterAll(async () => {
  for (const client of open) client.close();
  await sandbox.close();
});

async function join(token?: string) {
  const joined = await joinChat(url, token);
  open.push(joined.client);
  return joined;
}

const stored = async () =>
  (await sandbox.db.query<{ n: number }>('select count(*)::int as n from chat_messages'))[0]!.n;

describe('attacks on the chat room', () => {
  it('refuses the upgrade from a page of another origin, or with no origin at all', async () => {
    await expect(openSocket(url, 'https://evil.example')).rejects.toThrow('HTTP 403');
    await expect(openSocket(url, 'http://localhost.evil.example:5173')).rejects.toThrow('HTTP 403');
    await expect(openSocket(url, 'null')).rejects.toThrow('HTTP 403');
    await expect(openSocket(url, null)).rejects.toThrow('HTTP 403');
  });

  it('answers a plain request to the socket path with 404, not a page', async () => {
    const answer = await sandbox.request({ method: 'GET', url: '/wps/chat/socket' });
    expect(answer.status).toBe(404);
  });

  it('lets nobody post without a valid session: no hello, a guest, a forged token', async () => {
    const before = await stored();
    const silent = await openSocket(url);
    silent.send({ type: 'post', text: 'no hello' });
    expect(await silent.closed).toBe(1008);

    const forged = await join('f'.repeat(43));
    expect(forged.welcome).toMatchObject({ canPost: false, refusal: 'login_required' });
    forged.client.send({ type: 'post', text: 'forged' });
    expect(await forged.client.next(isRefusal)).toMatchObject({ reason: 'login_required' });
    expect(await stored()).toBe(before);
  });

  it('closes a socket that says nothing within five seconds', async () => {
    const quiet = await openSocket(url);
    expect(await quiet.closed).toBe(1008);
  }, 60_000);

  it('keeps HTML and script as text: the exact characters, never markup', async () => {
    const { client } = await join(await registerMember(sandbox, 'xh'));
    const payloads = ['<img src=x onerror=alert(1)>', '<script>alert(document.cookie)</script>', '&lt;b&gt;'];
    for (const text of payloads) client.send({ type: 'post', text });
    for (const text of payloads) {
      const frame = await client.next((f) => isMessage(f) && f.message.text === text);
      expect(frame).toBeDefined();
    }
    const rows = await sandbox.db.query<{ body: string }>(
      'select body from chat_messages order by id desc limit 3',
    );
    expect(rows.map((r) => r.body).reverse()).toEqual(payloads);
  });

  it('holds a flood to five messages per ten seconds and writes no more', async () => {
    const { client } = await join(await registerMember(sandbox, 'xf'));
    const before = await stored();
    for (let i = 0; i < 50; i++) client.send({ type: 'post', text: `flood ${i}` });
    await client.next((f) => isRefusal(f) && f.reason === 'rate_limited');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.frames.filter(isMessage)).toHaveLength(5);
    expect(client.frames.filter(isRefusal)).toHaveLength(45);
    expect(await stored()).toBe(before + 5);
  });

  it('refuses an oversize message, and closes the socket on an oversize frame', async () => {
    const { client } = await join(await registerMember(sandbox, 'xo'));
    client.send({ type: 'post', text: 'y'.repeat(1_000), ref: 'big' });
    expect(await client.next(isRefusal)).toMatchObject({ reason: 'too_long', ref: 'big' });
    client.send({ type: 'post', text: 'z'.repeat(CHAT_MAX_FRAME_BYTES * 4) });
    expect(await client.closed).toBe(1009);
  });

  it('answers frames it does not speak with `invalid`, and binary ones too', async () => {
    const { client } = await join(await registerMember(sandbox, 'xi'));
    client.send('{"type":"post","text":{"$gt":""}}');
    client.send('{"type":"delete","id":1}');
    client.socket.send(Buffer.from([1, 2, 3]));
    await client.next(isRefusal);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.frames.filter(isRefusal).map((f) => f.reason)).toEqual(['invalid', 'invalid', 'invalid']);
  });
});
