import { describe, expect, it } from 'vitest';
import { afterLogin, captchaRequested, trimFields } from './login-flow';

describe('captchaRequested', () => {
  it.each([
    [{ captcha: true }, true],
    [{ captcha: false }, false],
    [{ captcha: 'true' }, false],
    [undefined, false],
    [null, false],
    ['captcha', false],
  ])('%o → %s', (value, expected) => {
    expect(captchaRequested(value)).toBe(expected);
  });
});

describe('afterLogin', () => {
  const base = {
    loginType: 'username' as const,
    typedPassword: 'Good2026',
    weakDefaultPassword: 'abc123456',
    firstTimeLogin: false,
    passwordExpired: false,
    forceChangeWhenExpired: true,
  };

  it.each([
    ['a normal login', {}, false, false],
    ['the weak default password', { typedPassword: 'abc123456' }, true, false],
    ['an expired password with the brand forcing a change', { passwordExpired: true }, true, false],
    [
      'an expired password without the brand forcing a change',
      { passwordExpired: true, forceChangeWhenExpired: false },
      false,
      false,
    ],
    [
      'an SMS login with an expired password',
      { loginType: 'sms' as const, passwordExpired: true },
      false,
      false,
    ],
    [
      'a phone-provider login typed as the weak default',
      { loginType: 'firebase' as const, typedPassword: 'abc123456' },
      false,
      false,
    ],
    ['a first login', { firstTimeLogin: true }, false, true],
    ['a brand without a weak default', { weakDefaultPassword: undefined, typedPassword: '' }, false, false],
  ])('%s', (_name, overrides, changePassword, firstLoginAction) => {
    expect(afterLogin({ ...base, ...overrides })).toEqual({ changePassword, firstLoginAction });
  });
});

describe('trimFields', () => {
  it('trims text and leaves other values', () => {
    expect(trimFields({ username: '  demo ', password: ' pw ', remember: true })).toEqual({
      username: 'demo',
      password: 'pw',
      remember: true,
    });
  });
});
