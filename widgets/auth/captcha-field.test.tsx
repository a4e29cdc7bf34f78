import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { CroupierProvider } from '../ui/croupier-context';
import { CaptchaField } from './captcha-field';

/** Just what the field reads: translations and the captcha's key and image. */
function field(refreshSignal = 0) {
  let draws = 0;
  const croupier = {
    state: { language: signal('ES') },
    i18n: { t: (key: string) => key },
    auth: {
      newCaptchaKey: () => `key-${draws + 1}`,
      loadCaptcha: async () => {
        draws++;
        return 'data:image/png;base64,';
      },
    },
  } as unknown as Croupier;
  const view = (signal: number) => (
    <CroupierProvider croupier={croupier}>
      <CaptchaField value="" onChange={() => {}} refreshSignal={signal} />
    </CroupierProvider>
  );
  const { rerender } = render(view(refreshSignal));
  return { draws: () => draws, redraw: (signal: number) => rerender(view(signal)) };
}

const press = () => fireEvent.click(screen.getByRole('button', { name: 'auth.refreshCaptcha' }));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the captcha image (SPEC §9: a new one at most once a second)', () => {
  it('draws a click right after the image appeared when that second is up, once for all its clicks', async () => {
    const captcha = field();
    await wait(0);
    expect(captcha.draws()).toBe(1);
    press();
    press();
    press();
    await wait(999);
    expect(captcha.draws()).toBe(1);
    await wait(1);
    expect(captcha.draws()).toBe(2);
    await wait(5_000);
    expect(captcha.draws()).toBe(2);
  });

  it('draws at once for a click a second or more after the last image', async () => {
    const captcha = field();
    await wait(1_000);
    press();
    await wait(0);
    expect(captcha.draws()).toBe(2);
  });

  it('drops a click still waiting when the form asks for a fresh image itself', async () => {
    const captcha = field();
    await wait(0);
    press();
    captcha.redraw(1);
    await wait(0);
    expect(captcha.draws()).toBe(2);
    await wait(5_000);
    expect(captcha.draws()).toBe(2);
  });

  it('draws nothing once the field is gone', async () => {
    const captcha = field();
    await wait(0);
    press();
    cleanup();
    await wait(5_000);
    expect(captcha.draws()).toBe(1);
  });
});
