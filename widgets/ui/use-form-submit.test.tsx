import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { signal } from '@preact/signals-core';
import type { ReactNode } from 'react';
import type { Croupier } from '../../sdk/runtime';
import { PlatformError } from '../../sdk/client/platform-error';
import type { FieldErrors } from '../../sdk/rules/validation/validate-field';
import { CroupierProvider } from './croupier-context';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

/** Translations as `key` or `key{values}`, so a test sees which message and which values. */
const croupier = {
  state: { language: signal('ES') },
  i18n: {
    t: (key: string, values?: Record<string, unknown>) =>
      values && !('defaultValue' in values) ? `${key}${JSON.stringify(values)}` : key,
  },
} as unknown as Croupier;
const wrapper = ({ children }: { children: ReactNode }) => (
  <CroupierProvider croupier={croupier}>{children}</CroupierProvider>
);

type Field = 'username' | 'password';

function form(overrides: Partial<FormSubmitOptions<Field>> = {}) {
  const options: FormSubmitOptions<Field> = {
    fields: ['username', 'password'],
    validate: () => ({}),
    submit: vi.fn(async () => undefined),
    ...overrides,
  };
  return { options, hook: renderHook(() => useFormSubmit(options), { wrapper }) };
}

describe('useFormSubmit', () => {
  it('shows the validator’s messages, translated with their values, and sends nothing', async () => {
    const problems: FieldErrors<Field> = {
      username: { key: 'validation.pattern.letterThenLettersDigits', values: { range: '6-16' } },
      password: { key: 'validation.required' },
    };
    const { options, hook } = form({ validate: () => problems });
    await act(() => hook.result.current.onSubmit());
    expect(hook.result.current.errors).toEqual({
      username: 'validation.pattern.letterThenLettersDigits{"range":"6-16"}',
      password: 'validation.required',
    });
    expect(options.submit).not.toHaveBeenCalled();
    expect(hook.result.current.busy).toBe(false);
  });

  it('is busy while the form is sent, and sends it once however often it is submitted', async () => {
    let release!: () => void;
    const submit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { hook } = form({ submit });
    const event = { preventDefault: vi.fn() } as unknown as React.FormEvent;
    let first!: Promise<void>;
    act(() => {
      first = hook.result.current.onSubmit(event);
      void hook.result.current.onSubmit(event);
    });
    expect(event.preventDefault).toHaveBeenCalledTimes(2);
    expect(hook.result.current.busy).toBe(true);
    expect(submit).toHaveBeenCalledOnce();
    await act(async () => {
      release();
      await first;
    });
    expect(hook.result.current.busy).toBe(false);
    expect(hook.result.current.formError).toBeUndefined();
  });

  it.each([
    [
      'under the field the refusal names',
      new PlatformError('username_taken', 'taken', 409, { field: 'username' }),
      { username: 'errors.username_taken' },
      undefined,
    ],
    [
      'under the field, with the pattern message of a field_invalid',
      new PlatformError('field_invalid', 'bad', 400, {
        field: 'password',
        patternId: 1,
        minLength: 8,
        maxLength: 64,
      }),
      { password: 'validation.pattern.anyCharacters{"range":"8-64"}' },
      undefined,
    ],
    [
      'on top when the field is not on this form',
      new PlatformError('invalid_request', 'bad', 400, { field: 'token' }),
      {},
      'errors.invalid_request',
    ],
    [
      'on top when it names no field',
      new PlatformError('login_failed', 'no', 401),
      {},
      'errors.login_failed',
    ],
    ['on top for a failure that is not the platform’s', new Error('offline'), {}, 'errors.unknown'],
  ])('places a refusal %s', async (_where, error, errors, formError) => {
    const onError = vi.fn();
    const { hook } = form({ submit: () => Promise.reject(error), onError });
    await act(() => hook.result.current.onSubmit());
    expect(hook.result.current.errors).toEqual(errors);
    expect(hook.result.current.formError).toBe(formError);
    expect(onError).toHaveBeenCalledWith(error);
    expect(hook.result.current.busy).toBe(false);
  });

  it('lets the form name the field of a refusal that carries none', async () => {
    const { hook } = form({
      submit: () => Promise.reject(new PlatformError('captcha_invalid', 'no', 400, { captcha: true })),
      fieldOf: () => 'password',
    });
    await act(() => hook.result.current.onSubmit());
    expect(hook.result.current.errors).toEqual({ password: 'errors.captcha_invalid' });
  });

  it('clears the last messages on the next submit, and sets or clears one field between submits', async () => {
    let refuse = true;
    const { hook } = form({
      submit: () =>
        refuse ? Promise.reject(new PlatformError('login_failed', 'no', 401)) : Promise.resolve(),
    });
    await act(() => hook.result.current.onSubmit());
    expect(hook.result.current.formError).toBe('errors.login_failed');
    act(() => hook.result.current.setFieldError('username', { key: 'validation.mobile' }));
    expect(hook.result.current.errors).toEqual({ username: 'validation.mobile' });
    act(() => hook.result.current.setFieldError('username', undefined));
    expect(hook.result.current.errors.username).toBeUndefined();
    refuse = false;
    await act(() => hook.result.current.onSubmit());
    expect(hook.result.current.formError).toBeUndefined();
    expect(hook.result.current.errors).toEqual({});
  });
});
