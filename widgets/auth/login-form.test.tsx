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

describe('a login from a network new to the account (LOGINIPVERF3)', () => {
  function verifyingRuntime(verifyLogin: (...args: unknown[]) => Promise<void>) {
    const { croupier } = runtime();
    Object.assign(croupier.auth, {
      loginWithPassword: async () => {
        throw new PlatformError('login_verify_required', 'verify', 403, {
          payeeName: false,
          sms: true,
          ga: false,
          email: true,
        });
      },
    });
    Object.assign(croupier, {
      account: {
        verifyLogin,
        country: async () => ({ countryDialingCode: '63', countries: [] }),
        countries: async () => [],
      },
    });
    Object.assign(croupier.state, { imageCdn: signal('') });
    return croupier;
  }

  it('asks for one of the offered proofs, sends it with the same credentials, and can go back', async () => {
    const verifyLogin = vi.fn(async () => {
      throw new PlatformError('login_verify_failed', 'no', 400, { field: 'email' });
    });
    render(
      <CroupierProvider croupier={verifyingRuntime(verifyLogin)}>
        <UsernameLoginForm />
      </CroupierProvider>,
    );
    type('auth.username', ' demomember ');
    type('auth.password', 'Demo2026');
    fireEvent.submit(screen.getByRole('button', { name: 'auth.loginSubmit' }).closest('form')!);

    // The page's order, only what the account offers; SMS first.
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['auth.verify.tabs.sms', 'auth.verify.tabs.email']);
    fireEvent.click(tabs[1]!);
    const submit = screen.getByRole('button', { name: 'auth.verify.submit' });
    fireEvent.submit(submit.closest('form')!);
    expect(await screen.findByText('validation.required')).toBeTruthy();
    expect(verifyLogin).not.toHaveBeenCalled();

    type('auth.verify.email', 'member@croupier.example');
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() =>
      expect(verifyLogin).toHaveBeenCalledWith(
        { username: ' demomember ', password: 'Demo2026', remember: false },
        'email',
        { email: 'member@croupier.example' },
      ),
    );
    // The mismatch goes under the field it names.
    expect(await screen.findByText('errors.login_verify_failed')).toBeTruthy();

    // Back: the login form again, the username and password still typed.
    fireEvent.click(screen.getByRole('button', { name: 'auth.verify.back' }));
    expect((screen.getByLabelText(/^auth.username/) as HTMLInputElement).value).toBe(' demomember ');
    expect((screen.getByLabelText(/^auth.password/) as HTMLInputElement).value).toBe('Demo2026');
  });

  it('goes back to the login form with its captcha when the guesses ran out', async () => {
    const verifyLogin = vi.fn(async () => {
      throw new PlatformError('captcha_required', 'captcha', 400, { captcha: true });
    });
    render(
      <CroupierProvider croupier={verifyingRuntime(verifyLogin)}>
        <UsernameLoginForm />
      </CroupierProvider>,
    );
    type('auth.username', 'demomember');
    type('auth.password', 'Demo2026');
    fireEvent.submit(screen.getByRole('button', { name: 'auth.loginSubmit' }).closest('form')!);
    fireEvent.click((await screen.findAllByRole('tab'))[1]!);
    type('auth.verify.email', 'guess@example.com');
    fireEvent.submit(screen.getByRole('button', { name: 'auth.verify.submit' }).closest('form')!);
    expect(await screen.findByLabelText(/^auth.captcha/)).toBeTruthy();
    expect(await screen.findByText('errors.captcha_required')).toBeTruthy();
  });
});
