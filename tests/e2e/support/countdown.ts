import { expect, type Locator } from '@playwright/test';

/**
 * A resend button counts down from `from` seconds since `since` (Date.now() before the click that
 * sent the code). What it reads depends on when it is read: on a busy machine a code took over 3 s
 * to send and show, and a fixed window ("60, 59 or 58") failed a countdown that was right. So the
 * seconds shown must be no more than `from`, and no fewer than what is left once the time that
 * went by since the click is taken off (a second's rounding either way).
 */
export async function expectCountdownFrom(resend: Locator, from: number, since: number) {
  await expect(resend).toHaveText(/\d+ s$/);
  const shown = Number(/(\d+) s$/.exec((await resend.textContent()) ?? '')![1]);
  const gone = Math.ceil((Date.now() - since) / 1000);
  expect(shown, `counting down from ${from} s`).toBeLessThanOrEqual(from);
  expect(shown, `counting down from ${from} s, ${gone} s after the click`).toBeGreaterThanOrEqual(
    from - gone - 1,
  );
}
