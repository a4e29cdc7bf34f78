import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { FEEDBACK_RATE, type Feedback, type FeedbackImageData } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type Answer, type TestSandbox } from './harness';
import {
  HTML,
  SVG,
  TEXT,
  feedbackDriver,
  gifBytes,
  image,
  jpegBytes,
  pngBytes,
  pngWithText,
} from './feedback-helpers';

/**
 * Feedback under attack: files that lie about what they are (an SVG with a script, a GIF or a page
 * renamed .png, polyglots), too many or too large, another member's feedback and images, a
 * replayed request id, and a flood. Every refusal has its errorCode and stores nothing.
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

const MB = 1024 * 1024;

/** Every feedback and image row there is: a refusal must leave both as they were. */
async function stored() {
  const [row] = await sandbox.db.query<{ feedback: number; images: number }>(
    'select (select count(*) from feedback)::int as feedback, (select count(*) from feedback_images)::int as images',
  );
  return row!;
}

function expectImageRefused(answer: Answer, index: number, reason: string) {
  expectFailure(answer, 400, 'feedback_image_invalid');
  expect(answer.body.value).toEqual({ field: 'images', index, reason });
}

describe('files that are not what they say', () => {
  it.each([
    ['an SVG with a script, renamed .png', () => [image(SVG)], 0, 'type'],
    ['an HTML page renamed .png', () => [image(pngBytes()), image(HTML)], 1, 'type'],
    ['a GIF renamed .png', () => [image(gifBytes())], 0, 'type'],
    ['a GIF declared as a GIF', () => [image(gifBytes(), 'image/gif', 'a.gif')], 0, 'type'],
    ['an SVG declared as one', () => [image(SVG, 'image/svg+xml', 'a.svg')], 0, 'type'],
    ['a PNG declared as a JPEG', () => [image(pngBytes(), 'image/jpeg', 'a.jpg')], 0, 'type'],
    ['a JPEG declared as a PNG', () => [image(jpegBytes())], 0, 'type'],
    ['a polyglot: a whole PNG, then a page', () => [image(Buffer.concat([pngBytes(), HTML]))], 0, 'type'],
    [
      'a polyglot: a JPEG, then a ZIP',
      () => [
        image(Buffer.concat([jpegBytes(), Buffer.from('PK\x03\x04zip'), Buffer.alloc(40)]), 'image/jpeg'),
      ],
      0,
      'type',
    ],
    ['a polyglot: a page with a PNG inside', () => [image(Buffer.concat([HTML, pngBytes()]))], 0, 'type'],
    ['a PNG cut short', () => [image(pngBytes().subarray(0, 1000))], 0, 'type'],
    [
      'text that is not base64',
      () => [{ name: 'x.png', type: 'image/png', dataBase64: '<svg/>!!' }],
      0,
      'type',
    ],
    ['an empty file', () => [{ name: 'x.png', type: 'image/png', dataBase64: '' }], 0, 'size'],
  ])('%s: feedback_image_invalid, nothing stored', async (_what, images, index, reason) => {
    const { token } = await f.member();
    const before = await stored();
    expectImageRefused(await f.send(token, { images: images() }), index, reason);
    expect(await stored()).toEqual(before);
  });

  it('a valid PNG with a script in a text chunk is kept, and only ever served back as image/png data', async () => {
    const { token } = await f.member();
    const bytes = pngWithText('<script>alert(document.cookie)</script>');
    const sent = await f.sent(token, { images: [image(bytes, 'image/png', 'page.html')] });
    expect(sent.images[0]).toMatchObject({ name: 'page.html', type: 'image/png' });
    const response = await sandbox.app.inject({
      method: 'GET',
      url: `/wps/feedback/image?id=${sent.images[0]!.id}`,
      headers: { merchant: 'CROUPIER', authorization: token },
    });
    // JSON holding base64: the browser never gets these bytes as a document it could sniff into HTML.
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('<script>');
    const data = response.json().value as FeedbackImageData;
    expect(data.type).toBe('image/png');
    expect(Buffer.from(data.dataBase64, 'base64').equals(bytes)).toBe(true);
  });
});

describe('too many, too large', () => {
  it('a fourth image is refused at its index; a 6 MB file at its own', async () => {
    const { token } = await f.member();
    const before = await stored();
    const four = [1, 2, 3, 4].map(() => image(pngBytes(500)));
    expectImageRefused(await f.send(token, { images: four }), 3, 'count');
    const big = [image(pngBytes(500)), image(pngBytes(6 * MB), 'image/png', 'big.png')];
    expectImageRefused(await f.send(token, { images: big }), 1, 'size');
    expectImageRefused(
      await f.send(token, { images: [image(jpegBytes(5 * MB + 1), 'image/jpeg')] }),
      0,
      'size',
    );
    expect(await stored()).toEqual(before);
  });

  it('four images of 5 MB do not even fit the body: 413 before anything is read', async () => {
    const { token } = await f.member();
    const before = await stored();
    const answer = await f.send(token, {
      images: [1, 2, 3, 4].map(() => image(jpegBytes(5 * MB), 'image/jpeg')),
    });
    expectFailure(answer, 413, 'invalid_request');
    expect(await stored()).toEqual(before);
  });
});

describe('another member’s feedback', () => {
  it('its images answer as images that never were; its feedback is in no other list', async () => {
    const owner = await f.member();
    const other = await f.member();
    const sent = await f.sent(owner.token, { images: [image(pngBytes())] });
    const id = sent.images[0]!.id;
    const foreign = await f.imageOf(other.token, id);
    const never = await f.imageOf(other.token, `fi_${'A'.repeat(22)}`);
    expectFailure(foreign, 404, 'not_found');
    expect(foreign.body).toEqual(never.body);
    expectFailure(
      await f.imageOf(owner.token, `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`),
      404,
      'not_found',
    );
    expect((await f.list(other.token)).totalCount).toBe(0);
    expectValid(contract.feedbackImage, await f.imageOf(owner.token, id));
    // An id that is no image id at all is refused by its pattern.
    expectFailure(await f.imageOf(owner.token, '../feedback/1'), 400, 'invalid_request');
    expectFailure(await sandbox.call(contract.feedbackImage, { id }), 401, 'CUSTOMER_NOT_LOGIN');
  });
});

describe('a replayed request id', () => {
  it('answers the first feedback again, stores one, and refuses other content under it', async () => {
    const { token } = await f.member();
    const request = { requestId: `fb-${randomUUID()}`, images: [image(pngBytes())] };
    const first = await f.sent(token, request);
    const again = await f.sent(token, request);
    expect(again).toEqual(first);
    for (const change of [{ content: `${TEXT} Again.` }, { type: 'other' }, { images: [image(pngBytes())] }])
      expectFailure(await f.send(token, { ...request, ...change }), 409, 'idempotency_conflict');
    // The same id is another member's own to use.
    const other = await f.member();
    expect((await f.sent(other.token, request)).id).not.toBe(first.id);
    expect((await f.list(token)).list.map((x) => x.id)).toEqual([first.id]);
  });

  it('sent many times at once, stores one feedback', async () => {
    const { token } = await f.member();
    const request = { requestId: `fb-${randomUUID()}` };
    const answers = await Promise.all(Array.from({ length: 6 }, () => f.send(token, request)));
    const ids = answers.map((a) => (expectValid(contract.feedback, a) as Feedback).id);
    expect(new Set(ids).size).toBe(1);
    expect((await f.list(token)).totalCount).toBe(1);
  });
});

describe('a flood', () => {
  it(`stops at ${FEEDBACK_RATE.max} an hour per member, even sent at once, then lets the member go on`, async () => {
    const { username, token } = await f.member();
    const requests = Array.from({ length: 9 }, () => ({ requestId: `fb-${randomUUID()}` }));
    const answers = await Promise.all(requests.map((request) => f.send(token, request)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(FEEDBACK_RATE.max);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expectFailure(refused, 429, 'TOO_MANY_REQUESTS');
      const { retryAfterSeconds } = refused.body.value as { retryAfterSeconds: number };
      expect(retryAfterSeconds).toBeGreaterThan(3_500);
      expect(retryAfterSeconds).toBeLessThanOrEqual(3_600);
    }
    // Not from another address either: the member is counted, not the address.
    expectFailure(await f.send(token, {}, '203.0.113.9'), 429, 'TOO_MANY_REQUESTS');
    // A retry of an accepted one is no new feedback: it still answers, with the first result.
    const accepted = answers.findIndex((a) => a.status === 200);
    expect(await f.sent(token, requests[accepted])).toEqual(answers[accepted]!.body.value);
    expect((await f.list(token)).totalCount).toBe(FEEDBACK_RATE.max);
    // Another member is not slowed down.
    await f.sent((await f.member()).token);
    // An hour later (the sandbox's clock) the member may write again.
    await f.advance(FEEDBACK_RATE.windowMs + 1_000);
    const again = await sandbox.login(username, 'Good2026');
    await f.sent(again);
  });

  it('a refused feedback does not count', async () => {
    const { token } = await f.member();
    for (let i = 0; i < FEEDBACK_RATE.max + 2; i++)
      expectFailure(await f.send(token, { content: 'short' }), 400, 'feedback_content_invalid');
    await f.sent(token);
  });
});
