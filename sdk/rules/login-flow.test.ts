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
    platformRequiresChange: false,
    firstTimeLogin: false,
    passwordExpired: false,
    forceChangeWhenExpired: true,
  };

  it.each([
    ['a normal login', {}, false, false],
    [
      'a weak default or temporary password (the platform says)',
      { platformRequiresChange: true },
      true,
      false,
    ],
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
      'a phone-provider login the platform flags',
      { loginType: 'firebase' as const, platformRequiresChange: true },
      false,
      false,
    ],
    ['a first login', { firstTimeLogin: true }, false, true],
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
