import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { FEEDBACK_CONTENT_LENGTH, type Feedback, type FeedbackImageData } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { TEXT, feedbackDriver, image, jpegBytes, pngBytes } from './feedback-helpers';

/**
 * Feedback over HTTP (SPEC §1, §5, §7 PUT /wps/feedback): a type, a text within SPEC §5's
 * bounds and up to three png or jpg images; the member's list with the operator's replies; each
 * image served back to its owner with the type its bytes said.
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

describe('sending feedback', () => {
  it('stores the type and the trimmed text, pending, first in the member’s list', async () => {
    const { token } = await f.member();
    const before = Date.now();
    const older = await f.sent(token, { type: 'suggestion', content: 'Please add more fishing games.' });
    const sent = await f.sent(token, { type: 'deposit', content: `\n  ${TEXT}  \n` });
    expect(sent).toMatchObject({
      type: 'deposit',
      content: TEXT,
      status: 'pending',
      images: [],
      replies: [],
    });
    expect(sent.createdAt).toBeGreaterThanOrEqual(before);
    const page = await f.list(token);
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10, totalPages: 1, totalCount: 2 });
    expect(page.list).toEqual([sent, older]);
  });

  it('takes up to three png or jpg images, typed by their bytes, and gives each back to its owner', async () => {
    const { token } = await f.member();
    const png = pngBytes(4096);
    const jpeg = jpegBytes(3000);
    const sent = await f.sent(token, {
      images: [
        image(png),
        image(jpeg, 'image/jpeg', 'photo.jpg'),
        image(pngBytes(100), 'image/png', 'x.png'),
      ],
    });
    expect(sent.images.map(({ name, type, size }) => ({ name, type, size }))).toEqual([
      { name: 'screenshot.png', type: 'image/png', size: 4096 },
      { name: 'photo.jpg', type: 'image/jpeg', size: 3000 },
      { name: 'x.png', type: 'image/png', size: 100 },
    ]);
    for (const id of sent.images.map((i) => i.id)) expect(id).toMatch(/^fi_[A-Za-z0-9_-]{22}$/);
    const first = expectValid(
      contract.feedbackImage,
      await f.imageOf(token, sent.images[0]!.id),
    ) as FeedbackImageData;
    expect(first).toEqual({ ...sent.images[0], dataBase64: png.toString('base64') });
    const second = expectValid(
      contract.feedbackImage,
      await f.imageOf(token, sent.images[1]!.id),
    ) as FeedbackImageData;
    expect(Buffer.from(second.dataBase64, 'base64').equals(jpeg)).toBe(true);
    expect((await f.list(token)).list[0]!.images).toEqual(sent.images);
  });

  it('takes an image of exactly 5 MB', async () => {
    const { token } = await f.member();
    const sent = await f.sent(token, {
      images: [image(jpegBytes(5 * 1024 * 1024), 'image/jpeg', 'big.jpg')],
    });
    expect(sent.images[0]).toMatchObject({ type: 'image/jpeg', size: 5 * 1024 * 1024 });
  });
});

describe('the text (SPEC §5)', () => {
  const { min, max } = FEEDBACK_CONTENT_LENGTH;
  it.each([
    ['empty', 'required', ''],
    ['only spaces and line breaks', 'required', ' \n\t '],
    [`${min - 1} characters`, 'length', 'x'.repeat(min - 1)],
    [`${max + 1} characters`, 'length', 'x'.repeat(max + 1)],
    [`${max + 1} emoji`, 'length', '😀'.repeat(max + 1)],
  ])('%s: feedback_content_invalid (%s), nothing stored', async (_what, reason, content) => {
    const { token } = await f.member();
    const answer = await f.send(token, { content });
    expectFailure(answer, 400, 'feedback_content_invalid');
    expect(answer.body.value).toEqual({ field: 'content', reason, min, max });
    expect((await f.list(token)).totalCount).toBe(0);
  });

  it(`takes ${min} and ${max} characters, counted as the reader sees them`, async () => {
    const { token } = await f.member();
    await f.sent(token, { content: 'x'.repeat(min) });
    await f.sent(token, { content: '😀'.repeat(max) });
    await f.sent(token, { content: 'ฝากเงินแล้วยอดไม่เข้าบัญชี' });
    expect((await f.list(token)).totalCount).toBe(3);
  });

  it('refuses a type the form does not offer', async () => {
    const { token } = await f.member();
    const answer = await f.send(token, { type: 'complaint' });
    expectFailure(answer, 400, 'invalid_request');
    expect(answer.body.value).toMatchObject({ field: 'type' });
  });
});

describe('the operator’s replies', () => {
  it('join the feedback, mark it replied, and reach the member as a platform message', async () => {
    const { username, token } = await f.member();
    const sent = await f.sent(token, { type: 'withdrawal' });
    const inbox = await sandbox.request({ method: 'GET', url: `/sandbox/feedback?username=${username}` });
    expect(inbox.body.value).toEqual([{ ...sent, username }]);
    const replied = await f.reply(sent.id, 'We found your withdrawal: it was paid at 10:02.');
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    await f.reply(sent.id, 'Anything else?');
    const [shown] = (await f.list(token)).list as Feedback[];
    expect(shown).toMatchObject({ id: sent.id, status: 'replied' });
    expect(shown!.replies.map((r) => r.content)).toEqual([
      'We found your withdrawal: it was paid at 10:02.',
      'Anything else?',
    ]);
    expect(await f.unread(token)).toBe(2);
    const messages = await f.messages(token, {}, 'EN');
    expect(messages.list.map((m) => [m.title, m.preview])).toEqual([
      ['Reply to your feedback', 'Anything else?'],
      ['Reply to your feedback', 'We found your withdrawal: it was paid at 10:02.'],
    ]);
  });

  it('to a feedback that does not exist is not found', async () => {
    expectFailure(await f.reply(2_000_000_000, 'Hello'), 404, 'not_found');
    expectFailure(
      await sandbox.request({
        method: 'POST',
        url: '/sandbox/feedback/reply',
        payload: { feedbackId: 1, content: '' },
      }),
      400,
      'invalid_request',
    );
  });
});

describe('the list', () => {
  it('pages, newest first, and refuses a page larger than 50', async () => {
    const { token } = await f.member();
    for (const n of [1, 2, 3]) await f.sent(token, { content: `Feedback number ${n}, about games.` });
    const two = await f.list(token, { pageSize: 2 });
    expect(two).toMatchObject({ totalPages: 2, totalCount: 3 });
    const last = await f.list(token, { pageNo: 2, pageSize: 2 });
    expect([...two.list, ...last.list].map((x) => x.content)).toEqual([
      'Feedback number 3, about games.',
      'Feedback number 2, about games.',
      'Feedback number 1, about games.',
    ]);
    expectFailure(
      await sandbox.call(contract.feedbackList, { pageSize: 51 }, { token }),
      400,
      'invalid_request',
    );
  });
});

describe('who may send', () => {
  it('a session is needed; a trial account is refused', async () => {
    expectFailure(await sandbox.call(contract.feedbackList, {}), 401, 'CUSTOMER_NOT_LOGIN');
    const anonymous = await sandbox.call(contract.feedback, {
      requestId: 'anon-0001',
      type: 'other',
      content: TEXT,
    });
    expectFailure(anonymous, 401, 'CUSTOMER_NOT_LOGIN');
    const trial = await sandbox.login('demotrial');
    expectFailure(await f.send(trial), 403, 'in_need_true_account');
    expectFailure(
      await sandbox.call(contract.feedbackList, {}, { token: trial }),
      403,
      'in_need_true_account',
    );
  });

  it('the sandbox reset forgets the demo accounts’ feedback', async () => {
    const token = await sandbox.login();
    await f.sent(token);
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    expect((await f.list(token)).totalCount).toBe(0);
  });
});
