import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import type { RegisterRules } from '../../sdk/contract/entities';
import { PlatformError } from '../../sdk/client/platform-error';
import { createTranslations, type Translations } from '../../sdk/i18n/create-i18n';
import { CroupierProvider } from '../ui/croupier-context';
import { RegisterForm } from './register-form';

/** The registration form's age confirmation (SPEC §5), in English, for a brand of 18 or of 21. */

const rule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 6,
  maxLength: 16,
};
const RULES: RegisterRules = { username: rule, password: rule, confirmPassword: rule };

/** A Vietnamese brand: its country comes first, and a mobile field starts at its code. */
const VIETNAM = {
  countryCode: 'VN',
  countryDialingCode: '84',
  currency: 'VND',
  currencySymbol: '₫',
  countries: [
    { countryCode: 'VN', countryDialingCode: '84', name: 'Việt Nam' },
    { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  ],
};

let translations: Translations;
beforeAll(async () => {
  translations = await createTranslations('EN');
  await translations.require('auth');
});
afterEach(cleanup);

function renderForm(
  minimumAge?: 18 | 21,
  register = vi.fn(async () => undefined),
  flags: Record<string, boolean> = {},
) {
  const croupier = {
    state: {
      language: signal('EN'),
      flags: signal(flags),
      brand: signal(minimumAge ? { minimumAge } : {}),
      imageCdn: signal(undefined),
    },
    i18n: translations.i18n,
    modals: { open: vi.fn(), close: vi.fn() },
    account: { register, country: async () => VIETNAM, countries: async () => VIETNAM.countries },
  } as unknown as Croupier;
  render(
    <CroupierProvider croupier={croupier}>
      <RegisterForm kind="username" rules={RULES} />
    </CroupierProvider>,
  );
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Username/, 'player77');
  type(/^Password/, 'Secret2026');
  type(/^Confirm password/, 'Secret2026');
  return { register, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Register' })) };
}

describe('the age confirmation', () => {
  it('starts unticked; left so, the message sits under it and nothing is sent', async () => {
    const { register, submit } = renderForm();
    const box = screen.getByRole('checkbox', {
      name: 'I confirm I am at least 18 years old',
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    submit();
    expect(await screen.findByText('Please confirm you are at least 18 years old')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(register).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('player77');
  });

  it('asks for 21 where the brand says so, and sends the confirmation once ticked', async () => {
    const { register, submit } = renderForm(21);
    submit();
    expect(await screen.findByText('Please confirm you are 21 years old')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I confirm I am at least 21 years old' }));
    expect(screen.queryByText('Please confirm you are 21 years old')).toBeNull();
    submit();
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith('username', expect.objectContaining({ username: 'player77' }), {
      ageConfirmed: true,
    });
  });

  it('puts the platform’s own refusal under the checkbox', async () => {
    const refuse = vi.fn(async () => {
      throw new PlatformError('age_confirmation_required', 'Confirm your age', 400);
    });
    const { submit } = renderForm(18, refuse);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I confirm I am at least 18 years old' }));
    submit();
    const message = await screen.findByText('Please confirm your age to register.');
    expect(message.id).toBe(
      screen
        .getByRole('checkbox', { name: 'I confirm I am at least 18 years old' })
        .getAttribute('aria-describedby'),
    );
  });
});

describe('the mobile field', () => {
  it("starts at the brand's country, and sends its dialling code with the number", async () => {
    const register = vi.fn(async () => undefined);
    // REGMOBVERF3: the username form asks for a mobile number proven by an SMS code.
    const { submit } = renderForm(18, register, { REGMOBVERF3: true });
    expect(await screen.findByRole('button', { name: 'Country code: +84' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Mobile/), { target: { value: '912345678' } });
    fireEvent.change(screen.getByLabelText(/^SMS code|^Verification code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I confirm I am at least 18 years old' }));
    submit();
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith(
      'username',
      expect.objectContaining({ mobileNum: '912345678', countryDialingCode: '84' }),
      { ageConfirmed: true },
    );
  });
});
