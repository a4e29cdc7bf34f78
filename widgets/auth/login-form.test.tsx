import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import { PlatformError } from '../../sdk/client/platform-error';
import { CroupierProvider } from '../ui/croupier-context';
import { UsernameLoginForm } from './login-form';

/** Just what the login form reads: translations, the remembered login, captcha draws and the login call. */
function runtime(remembered?: { username: string; loginType: 'username' | 'sms' }) {
  const drawnFor: (string | undefined)[] = [];
  const logins: Record<string, unknown>[] = [];
  let keys = 0;
  const croupier = {
    state: { language: signal('ES') },
    i18n: { t: (key: string) => key },
    events: { emit: vi.fn() },
    modals: { open: vi.fn(), close: vi.fn() },
    auth: {
      rememberedLogin: () => remembered,
      newCaptchaKey: () => `key-${++keys}`,
      loadCaptcha: async (_key: string, username?: string) => {
        drawnFor.push(username);
        return 'data:image/png;base64,';
      },
      loginWithPassword: async (fields: Record<string, unknown>) => {
        logins.push(fields);
        throw new PlatformError('login_failed', 'no', 401, { captcha: true });
      },
    },
  } as unknown as Croupier;
  return { croupier, drawnFor, logins };
}

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe('the login form’s captcha', () => {
  it('is drawn for the username typed, and drawn again when the name changes before a submit', async () => {
    const { croupier, drawnFor, logins } = runtime();
    render(
      <CroupierProvider croupier={croupier}>
        <UsernameLoginForm />
      </CroupierProvider>,
    );
    type('auth.username', '  agenttwo ');
    type('auth.password', 'wrong');
    fireEvent.submit(screen.getByRole('button', { name: 'auth.loginSubmit' }).closest('form')!);
    await waitFor(() => expect(drawnFor).toEqual(['agenttwo']));

    // Another name typed and sent at once (Enter, no blur): the old image cannot serve it.
    type('auth.username', 'agentone');
    type('auth.password', 'Demo2026');
    type('auth.captcha', 'ABCD');
    fireEvent.submit(screen.getByRole('button', { name: 'auth.loginSubmit' }).closest('form')!);
    await waitFor(() => expect(drawnFor).toEqual(['agenttwo', 'agentone']));
    expect(await screen.findByText('auth.captchaRedrawn')).toBeTruthy();
    expect(logins).toHaveLength(1);

    // Leaving the field after a change redraws it too.
    type('auth.username', 'agent41');
    fireEvent.blur(screen.getByLabelText(/^auth.username/));
    await waitFor(() => expect(drawnFor).toEqual(['agenttwo', 'agentone', 'agent41']));
  });
});

describe('a player who cannot read the captcha', () => {
  it('is offered the SMS code once the captcha shows, where the brand has it', async () => {
    const { croupier } = runtime();
    const toSms = vi.fn();
    render(
      <CroupierProvider croupier={croupier}>
        <UsernameLoginForm onCaptchaAlternative={toSms} />
      </CroupierProvider>,
    );
    expect(screen.queryByRole('button', { name: 'auth.captchaAlternative' })).toBeNull();
    type('auth.username', 'agenttwo');
    type('auth.password', 'wrong');
    fireEvent.submit(screen.getByRole('button', { name: 'auth.loginSubmit' }).closest('form')!);
    fireEvent.click(await screen.findByRole('button', { name: 'auth.captchaAlternative' }));
    expect(toSms).toHaveBeenCalledOnce();
  });
});

describe('a remembered player', () => {
  it('finds the username the SDK remembered, and remember me still ticked', () => {
    const { croupier } = runtime({ username: 'demomember', loginType: 'username' });
    render(
      <CroupierProvider croupier={croupier}>
        <UsernameLoginForm />
      </CroupierProvider>,
    );
    expect((screen.getByLabelText(/^auth.username/) as HTMLInputElement).value).toBe('demomember');
    expect((screen.getByRole('checkbox', { name: 'auth.rememberMe' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
