import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { CHAT_HISTORY_SIZE, chatAuthorName, type ChatServerFrame } from '../../sdk/shared-rules/chat-rules';
import { tokenHash } from '../../sandbox/core/ciphers/tokens';
import { startTestSandbox, type TestSandbox } from './harness';
import { registerMember } from './members';
import { chatUrl, isMessage, isRefusal, joinChat, type ChatClient } from './chat-helpers';

/**
 * The chat room over a real WebSocket (the `ws` client, as a browser would connect): members post,
 * everyone in the room receives, a joiner gets the latest 50 from the database, guests read only.
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

const usernameOf = async (token: string) =>
  (
    await sandbox.db.query<{ username: string }>(
      'select a.username from sessions s join accounts a on a.id = s.account_id where s.token_hash = $1',
      [tokenHash(token)],
    )
  )[0]!.username;

describe('the chat room', () => {
  it('delivers a member’s message to everyone in the room, marked as its own only for the author', async () => {
    const alice = await registerMember(sandbox, 'ca');
    const aliceName = await usernameOf(alice);
    const bob = await registerMember(sandbox, 'cb');
    const a = await join(alice);
    const b = await join(bob);
    const guest = await join();
    expect(a.welcome.canPost).toBe(true);

    a.client.send({ type: 'post', text: '  ¡Hola, sala!  ', ref: 'r1' });
    const own = await a.client.next(isMessage);
    const seen = await b.client.next(isMessage);
    const read = await guest.client.next(isMessage);
    expect(own).toMatchObject({ ref: 'r1', message: { text: '¡Hola, sala!', mine: true } });
    expect(seen.message).toEqual({ ...own.message, mine: false });
    expect(read.message).toEqual(seen.message);
    expect(seen.message.author).toBe(chatAuthorName(aliceName));
    expect(seen.message.author).not.toBe(aliceName);
    expect(Math.abs(seen.message.at - Date.now())).toBeLessThan(60_000);
  });

  it('gives a joiner the latest 50 messages from the database, oldest first', async () => {
    const member = await registerMember(sandbox, 'ch');
    const [account] = await sandbox.db.query<{ id: number }>(
      'select id from accounts order by id desc limit 1',
    );
    for (let i = 0; i < 60; i++)
      await sandbox.db.query(
        `insert into chat_messages (account_id, author, body, created_at) values ($1, 'hi***ry', $2, now())`,
        [account!.id, `stored ${i}`],
      );
    const { welcome } = await join(member);
    expect(welcome.history).toHaveLength(CHAT_HISTORY_SIZE);
    expect(welcome.history.at(-1)!.text).toBe('stored 59');
    expect(welcome.history.at(-CHAT_HISTORY_SIZE)!.text).toBe('stored 10');
    expect(welcome.history.every((m) => m.mine)).toBe(true);
    const ids = welcome.history.map((m) => m.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
  });

  it('lets a guest read but not post, and a trial account neither post', async () => {
    const guest = await join();
    expect(guest.welcome).toMatchObject({ canPost: false, refusal: 'login_required' });
    guest.client.send({ type: 'post', text: 'hola' });
    expect(await guest.client.next(isRefusal)).toMatchObject({ reason: 'login_required' });

    const trial = await join(await sandbox.login('demotrial'));
    expect(trial.welcome).toMatchObject({ canPost: false, refusal: 'real_account_required' });
    trial.client.send({ type: 'post', text: 'hola' });
    expect(await trial.client.next(isRefusal)).toMatchObject({ reason: 'real_account_required' });
  });

  it('stops a member whose session ended since joining', async () => {
    const token = await registerMember(sandbox, 'cl');
    const { client } = await join(token);
    await sandbox.call(contract.logout, {}, { token });
    client.send({ type: 'post', text: 'still here?' });
    expect(await client.next(isRefusal)).toMatchObject({ reason: 'session_ended' });
  });

  it('limits each member to five messages in ten seconds, across its tabs, with when to try again', async () => {
    const token = await registerMember(sandbox, 'cr');
    const one = await join(token);
    const two = await join(token);
    const other = await join(await registerMember(sandbox, 'co'));
    for (let i = 0; i < 3; i++) one.client.send({ type: 'post', text: `tab one ${i}` });
    for (let i = 0; i < 3; i++) two.client.send({ type: 'post', text: `tab two ${i}`, ref: `t${i}` });
    const refusal = await two.client.next(isRefusal);
    expect(refusal.reason).toBe('rate_limited');
    expect(refusal.retryAfterMs).toBeGreaterThan(5_000);
    expect(refusal.retryAfterMs).toBeLessThanOrEqual(10_000);
    // Another member is not slowed down by it.
    other.client.send({ type: 'post', text: 'me too' });
    await other.client.next((f: ChatServerFrame) => isMessage(f) && f.message.text === 'me too');
    const delivered = other.client.frames.filter(isMessage).filter((f) => f.message.text.startsWith('tab'));
    expect(delivered).toHaveLength(5);
  });

  it('refuses an empty or too long message with the reason, and delivers nothing', async () => {
    const { client } = await join(await registerMember(sandbox, 'ce'));
    client.send({ type: 'post', text: ' \u0000\u200b ', ref: 'e' });
    expect(await client.next(isRefusal)).toMatchObject({ reason: 'empty', ref: 'e' });
    client.send({ type: 'post', text: 'x'.repeat(281), ref: 'l' });
    expect(await client.next((f) => isRefusal(f) && f.ref === 'l')).toMatchObject({ reason: 'too_long' });
    expect(client.frames.filter(isMessage)).toEqual([]);
  });

  it('closes every connection on the operator’s switch (a restart), and the room can be joined again', async () => {
    const { client } = await join();
    const dropped = await sandbox.request({ method: 'POST', url: '/sandbox/chat/drop', payload: {} });
    expect(dropped.status).toBe(200);
    expect((dropped.body.value as { closed: number }).closed).toBeGreaterThan(0);
    expect(await client.closed).toBe(1012);
    const again = await join();
    expect(again.welcome.history.length).toBeGreaterThan(0);
  });
});
