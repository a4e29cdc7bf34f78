import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { MESSAGE_PREVIEW_CHARS, type PlatformMessage } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { feedbackDriver } from './feedback-helpers';

/**
 * Platform messages over HTTP (SPEC §2 messageV2, §7 CSP_unreadCount): the seeded
 * messages of the demo accounts, unread first; reading, deleting, marking all read; the operator's
 * switch; and a member reaching only its own.
 */
let sandbox: TestSandbox;
let f: ReturnType<typeof feedbackDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  f = feedbackDriver(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const read = (token: string, id: number, language?: string) =>
  sandbox.call(contract.messageRead, { id }, { token, language });
const remove = (token: string, ids: number[]) =>
  sandbox.call(contract.messageDelete, { ids: ids.join(',') }, { token });
const opened = async (token: string, id: number, language = 'EN') =>
  expectValid(contract.messageRead, await read(token, id, language)) as {
    message: PlatformMessage;
    unreadCount: number;
  };

describe('the list', () => {
  it('shows the seeded messages unread first, then newest first, in the reader’s language', async () => {
    const token = await sandbox.login();
    const page = await f.messages(token, {}, 'EN');
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10, totalPages: 1, totalCount: 5, unreadCount: 3 });
    expect(page.list.map((m) => m.title)).toEqual([
      'Play responsibly',
      'Weekend reload bonus',
      'Withdrawals in USDT',
      'Keep your account safe',
      'Welcome to Croupier!',
    ]);
    expect(page.list.map((m) => m.readAt === null)).toEqual([true, true, true, false, false]);
    const times = page.list.map((m) => m.createdAt);
    expect(times.slice(0, 3)).toEqual([...times.slice(0, 3)].sort((a, b) => b - a));
    expect((await f.messages(token, {}, 'ES')).list[0]!.title).toBe('Juega con responsabilidad');
    expect(await f.unread(token)).toBe(3);
  });

  it('previews each text on one line, cut with an ellipsis', async () => {
    const { username, token } = await f.member();
    await f.message(username, 'Long', `First line\n\nsecond line ${'x'.repeat(300)}`);
    await f.message(username, 'Short', 'Just\nthis');
    const [short, long] = (await f.messages(token)).list;
    expect(short!.preview).toBe('Just this');
    expect([...long!.preview]).toHaveLength(MESSAGE_PREVIEW_CHARS);
    expect(long!.preview).toMatch(/^First line second line x+…$/);
  });

  it('pages, and refuses a page larger than 50', async () => {
    const token = await sandbox.login();
    const pages = [1, 2, 3].map((pageNo) => f.messages(token, { pageNo, pageSize: 2 }));
    const [one, two, three] = await Promise.all(pages);
    expect(one!.totalPages).toBe(3);
    expect([...one!.list, ...two!.list, ...three!.list].map((m) => m.id)).toEqual(
      (await f.messages(token)).list.map((m) => m.id),
    );
    expect((await f.messages(token, { pageNo: 9, pageSize: 2 })).list).toEqual([]);
    expectFailure(
      await sandbox.call(contract.messageList, { pageSize: 51 }, { token }),
      400,
      'invalid_request',
    );
  });
});

describe('reading a message', () => {
  it('answers its whole text, marks it read once, and moves it among the read ones', async () => {
    const token = await sandbox.login();
    const [first] = (await f.messages(token, {}, 'EN')).list;
    const before = Date.now();
    const { message, unreadCount } = await opened(token, first!.id);
    expect(unreadCount).toBe(2);
    expect(message).toMatchObject({ id: first!.id, title: 'Play responsibly', createdAt: first!.createdAt });
    expect(message.readAt).toBeGreaterThanOrEqual(before);
    const again = await opened(token, first!.id);
    expect(again).toEqual({ message, unreadCount: 2 });
    const page = await f.messages(token);
    expect(page.unreadCount).toBe(2);
    // Newest of the read ones: right after the two still unread.
    expect(page.list.findIndex((m) => m.id === first!.id)).toBe(2);
  });

  it('keeps the operator’s line breaks', async () => {
    const token = await sandbox.login();
    const welcome = (await f.messages(token, {}, 'EN')).list.at(-1)!;
    const { message } = await opened(token, welcome.id);
    expect(message.content).toContain('\nOur customer care is available 24/7.');
  });
});

describe('deleting messages', () => {
  it('deletes one or several, read or not, and answers the unread count', async () => {
    const token = await sandbox.login();
    const ids = (await f.messages(token)).list.map((m) => m.id);
    expect(expectValid(contract.messageDelete, await remove(token, [ids[0]!]))).toEqual({
      deleted: 1,
      unreadCount: 2,
    });
    expect(expectValid(contract.messageDelete, await remove(token, [ids[1]!, ids[4]!, ids[1]!]))).toEqual({
      deleted: 2,
      unreadCount: 1,
    });
    expect((await f.messages(token)).list.map((m) => m.id)).toEqual([ids[2], ids[3]]);
    // Gone is gone: deleting it again is not found, like any id that is not the member's.
    expectFailure(await remove(token, [ids[0]!]), 404, 'not_found');
    expectFailure(await read(token, ids[0]!), 404, 'not_found');
  });

  it('deletes all or none: one id that is not the member’s keeps the others', async () => {
    const token = await sandbox.login();
    const mine = (await f.messages(token)).list.map((m) => m.id);
    const other = (await f.messages(await sandbox.login('agentone'))).list[0]!.id;
    expectFailure(await remove(token, [mine[0]!, other]), 404, 'not_found');
    expectFailure(await remove(token, [mine[1]!, 2_000_000_000_000]), 404, 'not_found');
    expect((await f.messages(token)).totalCount).toBe(5);
  });

  it('refuses a list that is no list of ids', async () => {
    const token = await sandbox.login();
    for (const ids of [
      '',
      '0',
      '1,,2',
      '1;2',
      '-1',
      'x',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ])
      expectFailure(await sandbox.call(contract.messageDelete, { ids }, { token }), 400, 'invalid_request');
  });
});

describe('mark all read', () => {
  it('marks every unread message, answers how many, and leaves new ones unread', async () => {
    const token = await sandbox.login();
    const all = () => sandbox.call(contract.messageReadAll, {}, { token });
    expect(expectValid(contract.messageReadAll, await all())).toEqual({ marked: 3, unreadCount: 0 });
    expect(expectValid(contract.messageReadAll, await all())).toEqual({ marked: 0, unreadCount: 0 });
    await f.message('demomember', 'New', 'Something new');
    expect(await f.unread(token)).toBe(1);
    expect((await f.messages(token)).list[0]!.title).toBe('New');
  });
});

describe('the operator’s switch', () => {
  it('sends one text for every language, or one per language, unread and first in the list', async () => {
    const { username, token } = await f.member();
    expect(await f.unread(token)).toBe(0);
    await f.message(username, 'Hello', 'Same for all');
    await f.message(username, { ES: 'Hola', EN: 'Hi' }, { ES: 'Texto', EN: 'Text' });
    expect(await f.unread(token)).toBe(2);
    expect((await f.messages(token, {}, 'EN')).list.map((m) => m.title)).toEqual(['Hi', 'Hello']);
    expect((await f.messages(token, {}, 'ES')).list.map((m) => m.title)).toEqual(['Hola', 'Hello']);
    // A language it was not written in falls back to English, then Spanish.
    expect((await f.messages(token, {}, 'TH')).list.map((m) => m.title)).toEqual(['Hi', 'Hello']);
  });

  it('keeps markup as the plain text it is: the page shows it as text, nothing runs', async () => {
    const { username, token } = await f.member();
    const text = '<img src=x onerror="alert(1)"> <b>bold?</b> & <3';
    const id = await f.message(username, '<script>alert(1)</script>', text);
    const { message } = await opened(token, id);
    expect(message).toMatchObject({ title: '<script>alert(1)</script>', content: text });
  });

  it('refuses an unknown member, an empty text and a language that is no code', async () => {
    const send = (payload: object) => sandbox.request({ method: 'POST', url: '/sandbox/messages', payload });
    expectFailure(await send({ username: 'nobody-here', title: 'a', content: 'b' }), 404, 'not_found');
    expectFailure(await send({ username: 'demomember', title: '', content: 'b' }), 400, 'invalid_request');
    expectFailure(await send({ username: 'demomember', title: {}, content: 'b' }), 400, 'invalid_request');
    expectFailure(
      await send({ username: 'demomember', title: { english: 'a' }, content: 'b' }),
      400,
      'invalid_request',
    );
  });
});

describe('a member’s own messages only', () => {
  it('another member’s message answers as one that never was, and stays as it was', async () => {
    const a = await f.member();
    const b = await f.member();
    const theirs = await f.message(b.username, 'For B', 'Only for B');
    const never = 2_000_000_000;
    const [foreignRead, neverRead] = [await read(a.token, theirs), await read(a.token, never)];
    expectFailure(foreignRead, 404, 'not_found');
    expect(foreignRead.body).toEqual(neverRead.body);
    const [foreignDelete, neverDelete] = [await remove(a.token, [theirs]), await remove(a.token, [never])];
    expectFailure(foreignDelete, 404, 'not_found');
    expect(foreignDelete.body).toEqual(neverDelete.body);
    expect(expectValid(contract.messageReadAll, await sandbox.call(contract.messageReadAll, {}, a))).toEqual({
      marked: 0,
      unreadCount: 0,
    });
    expect((await f.messages(a.token)).totalCount).toBe(0);
    const kept = await f.messages(b.token);
    expect(kept).toMatchObject({ totalCount: 1, unreadCount: 1 });
    expect(kept.list[0]).toMatchObject({ id: theirs, readAt: null });
  });

  it('needs a session for every call; a trial account sees its own', async () => {
    for (const [endpoint, input] of [
      [contract.unreadCount, {}],
      [contract.messageList, {}],
      [contract.messageRead, { id: 1 }],
      [contract.messageDelete, { ids: '1' }],
      [contract.messageReadAll, {}],
    ] as const)
      expectFailure(await sandbox.call(endpoint, input), 401, 'CUSTOMER_NOT_LOGIN');
    const trial = await sandbox.login('demotrial');
    expect((await f.messages(trial)).unreadCount).toBe(3);
  });
});

describe('the sandbox reset', () => {
  it('gives the demo accounts the seed’s messages back', async () => {
    const token = await sandbox.login();
    await sandbox.call(contract.messageReadAll, {}, { token });
    await remove(token, [(await f.messages(token)).list[0]!.id]);
    await f.message('demomember', 'Extra', 'Extra');
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    expect(await f.messages(token)).toMatchObject({ totalCount: 5, unreadCount: 3 });
  });
});
