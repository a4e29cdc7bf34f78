import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../harness';
import { realClient } from './real-client';

/**
 * The lottery gateway answers bare JSON, no envelope: the real page runs `Object.values` and
 * `for…in` over the raw answer (I 11632, 26238 getLottMenu; C 3372–3380, 3404–3410). A refusal
 * still comes as the platform's envelope.
 */
let sandbox: TestSandbox;
let page: ReturnType<typeof realClient>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  page = realClient(sandbox);
});
afterAll(() => sandbox.close());

describe.each([
  '/lgw/games/game_menus?prizeMode=Lott&language=EN',
  '/lgw/vn/games/game_menu?language=EN',
  '/lgw/vn/games/game_menu/recent?language=EN',
  '/lgw/vn/numeros/opened/game?language=EN',
  '/lotto/lgw/games/opened/numero?language=EN',
  '/lgw/games/popular?language=EN',
])('GET %s', (url) => {
  it('answers the value itself: no success, no value wrapper', async () => {
    const answer = await page.get(url);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as unknown;
    expect(body).not.toHaveProperty('success');
    expect(body).not.toHaveProperty('value');
    // What the page does with it: iterate its values.
    expect(Array.isArray(Object.values(body as object))).toBe(true);
  });
});

describe('a refusal on the gateway', () => {
  it('comes in the envelope, with an errorCode', async () => {
    const answer = await page.get('/lgw/games/game_menus?prizeMode=NOPE');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
  });
});
