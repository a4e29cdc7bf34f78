import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import { PlatformError } from '@sdk/client/platform-error';
import { createTranslations, type Translations } from '@sdk/i18n/create-i18n';
import { CroupierProvider } from '@widgets/ui/croupier-context';
import { RegisterForm } from './register-form';

/**
 * The agent's register form with English texts and the brand's rules: what is checked before
 * sending, where the platform's refusals go, and that nothing typed is lost on the way.
 */

const RULES = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    patternId: 2,
    minLength: 6,
    maxLength: 16,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 1,
    minLength: 8,
    maxLength: 64,
  },
};

let translations: Translations;
beforeAll(async () => {
  translations = await createTranslations('EN');
  await Promise.all([translations.require('auth'), translations.require('agent')]);
});
afterEach(cleanup);

function renderForm(registerDownline: (input: Record<string, unknown>) => Promise<unknown>) {
  const register = vi.fn(registerDownline);
  const croupier = {
    state: { language: signal('EN') },
    i18n: translations.i18n,
    account: { registerRules: vi.fn(async () => RULES) },
    agent: { registerDownline: register },
  } as unknown as Croupier;
  render(
    <CroupierProvider croupier={croupier}>
      <RegisterForm />
    </CroupierProvider>,
  );
  return register;
}

const field = (name: RegExp) => screen.getByLabelText<HTMLInputElement>(name);
const described = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

function fill(values: { username?: string; password?: string; confirm?: string; nickname?: string }) {
  if (values.username !== undefined)
    fireEvent.change(field(/^Username/), { target: { value: values.username } });
  if (values.password !== undefined)
    fireEvent.change(field(/^Password/), { target: { value: values.password } });
  if (values.confirm !== undefined)
    fireEvent.change(field(/^Confirm password/), { target: { value: values.confirm } });
  if (values.nickname !== undefined)
    fireEvent.change(field(/^Nickname/), { target: { value: values.nickname } });
}

describe('RegisterForm', () => {
  it('says under each field what is missing or wrong, and sends nothing', async () => {
    const register = renderForm(async () => undefined);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Member' })).toHaveProperty('checked', true),
    );
    fill({ username: '7up', password: 'short', confirm: 'shorts' });
    fireEvent.click(screen.getByRole('button', { name: 'Register member' }));
    await waitFor(() => expect(field(/^Username/).getAttribute('aria-invalid')).toBe('true'));
    expect(described(field(/^Username/))).toMatch(/letter/i);
    expect(described(field(/^Password/))).toMatch(/8-64/);
    expect(described(field(/^Confirm password/))).not.toBe('');
    expect(register).not.toHaveBeenCalled();
  });

  it('puts a taken username under the username, keeping everything typed', async () => {
    const register = renderForm(async () => {
      throw new PlatformError('username_taken', 'taken', 409, { field: 'username' });
    });
    fill({ username: 'agent42', password: 'Equipo2026', confirm: 'Equipo2026', nickname: 'Lucky' });
    fireEvent.click(screen.getByRole('button', { name: 'Register member' }));
    await waitFor(() => expect(described(field(/^Username/))).toBe('That username is already taken.'));
    expect(register).toHaveBeenCalledWith({
      kind: 'member',
      username: 'agent42',
      password: 'Equipo2026',
      confirmPassword: 'Equipo2026',
      nickname: 'Lucky',
    });
    expect(
      [field(/^Username/), field(/^Password/), field(/^Confirm password/), field(/^Nickname/)].map(
        (f) => f.value,
      ),
    ).toEqual(['agent42', 'Equipo2026', 'Equipo2026', 'Lucky']);
  });

  it('puts a rule the platform applied under the field it names', async () => {
    renderForm(async () => {
      throw new PlatformError('field_invalid', 'bad', 400, {
        field: 'password',
        patternId: 1,
        minLength: 8,
        maxLength: 64,
      });
    });
    fill({ username: 'player77', password: 'Equipo2026', confirm: 'Equipo2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Register member' }));
    await waitFor(() => expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true'));
    expect(described(field(/^Password/))).toMatch(/8-64/);
  });

  it('registers a sub-agent, names it, and empties the form for the next one', async () => {
    const register = renderForm(async (input) => ({ username: input.username }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sub-agent' }));
    fill({ username: '  subAgent7 ', password: 'Equipo2026', confirm: 'Equipo2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Register sub-agent' }));
    expect(await screen.findByText('Sub-agent subAgent7 registered in your team.')).toBeTruthy();
    expect(register).toHaveBeenCalledWith({
      kind: 'agent',
      username: 'subAgent7',
      password: 'Equipo2026',
      confirmPassword: 'Equipo2026',
    });
    expect(field(/^Username/).value).toBe('');
    expect(field(/^Password/).value).toBe('');
  });
});
