import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectValid, startTestSandbox, type TestSandbox } from './harness';

/**
 * The e2e journeys read "the captcha drawn last" to answer the one a page drew. The platform's
 * clock runs ahead in some journeys and /sandbox/reset puts it back: a captcha drawn while it ran
 * ahead must not stay "the last" for the journeys after the reset (two failed so on a CI run that
 * crossed the platform's midnight, where a journey moves the clock past it).
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const draw = async (key: string) =>
  expectValid(contract.captcha, await sandbox.call(contract.captcha, { key }));
const latest = async () =>
  (await sandbox.request({ method: 'GET', url: '/sandbox/captcha' })).body.value as { key: string };

describe('the captcha drawn last', () => {
  it('is the last one drawn, though the platform’s clock ran ahead for an earlier one', async () => {
    await sandbox.request({ method: 'POST', url: '/sandbox/clock', payload: { advanceMs: 15 * 60_000 } });
    await draw('drawn-while-ahead');
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    await draw('drawn-after-the-reset');
    expect((await latest()).key).toBe('drawn-after-the-reset');
    // Drawn again under an old key, it is the last one again.
    await draw('drawn-while-ahead');
    expect((await latest()).key).toBe('drawn-while-ahead');
  });
});
