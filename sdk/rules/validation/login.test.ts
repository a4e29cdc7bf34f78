import { describe, expect, it } from 'vitest';
import { captchaIsStale, validateLogin, validateMobileLogin } from './login';

const required = { key: 'validation.required' };

describe('validateLogin (SPEC §5 login by username)', () => {
  it.each([
    ['a filled form', { username: 'demomember', password: 'Demo2026' }, false, {}],
    ['nothing typed', { username: '', password: '' }, false, { username: required, password: required }],
    [
      'spaces only (fields are trimmed)',
      { username: '  ', password: ' ' },
      false,
      { username: required, password: required },
    ],
    ['a padded username is fine', { username: '  agenttwo ', password: 'x' }, false, {}],
    ['the captcha hidden is not asked', { username: 'a', password: 'b', captcha: '' }, false, {}],
    [
      'the captcha shown and empty',
      { username: 'a', password: 'b', captcha: ' ' },
      true,
      { captcha: required },
    ],
    ['the captcha shown, never drawn', { username: 'a', password: 'b' }, true, { captcha: required }],
    ['the captcha shown and typed', { username: 'a', password: 'b', captcha: 'K7QX' }, true, {}],
  ])('%s', (_case, values, captchaShown, errors) => {
    expect(validateLogin(values, { captchaShown })).toEqual(errors);
  });

  // The platform takes a login captcha only for the username it was drawn for.
  it.each([
    ['drawn for this username', 'agenttwo', ' agenttwo ', {}],
    ['drawn for another username', 'agenttwo', 'agentone', { captcha: { key: 'auth.captchaRedrawn' } }],
    ['drawn before a username was typed', '', 'agentone', { captcha: { key: 'auth.captchaRedrawn' } }],
    ['not drawn yet', undefined, 'agentone', { captcha: { key: 'validation.required' } }],
  ])('a captcha %s', (_case, captchaDrawnFor, username, errors) => {
    const values = { username, password: 'Demo2026', captcha: captchaDrawnFor === undefined ? '' : 'K7QX' };
    expect(validateLogin(values, { captchaShown: true, captchaDrawnFor })).toEqual(errors);
    expect(captchaIsStale(username, { captchaShown: true, captchaDrawnFor })).toBe(
      'captcha' in errors && errors.captcha?.key === 'auth.captchaRedrawn',
    );
  });

  it('never calls a hidden captcha stale', () => {
    expect(captchaIsStale('agentone', { captchaShown: false, captchaDrawnFor: 'agenttwo' })).toBe(false);
  });
});

describe('validateMobileLogin (SPEC §5 mobile login)', () => {
  it.each([
    ['a number and a code', { mobileNum: '9171234567', verificationCode: '123456' }, {}],
    [
      'nothing typed',
      { mobileNum: '', verificationCode: '' },
      { mobileNum: required, verificationCode: required },
    ],
    [
      'too short a number',
      { mobileNum: '917', verificationCode: '1' },
      { mobileNum: { key: 'validation.mobile' } },
    ],
    [
      'too long a number',
      { mobileNum: '9'.repeat(16), verificationCode: '1' },
      { mobileNum: { key: 'validation.mobile' } },
    ],
    [
      'letters in the number',
      { mobileNum: '91712x4567', verificationCode: '1' },
      { mobileNum: { key: 'validation.mobile' } },
    ],
    ['a code of spaces', { mobileNum: '9171234567', verificationCode: '  ' }, { verificationCode: required }],
  ])('%s', (_case, values, errors) => {
    expect(validateMobileLogin(values)).toEqual(errors);
  });
});
