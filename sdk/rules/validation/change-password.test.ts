import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './change-password';
import type { FieldRule } from './validate-field';

const required = { key: 'validation.required' };
const password: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 8,
  maxLength: 64,
};

describe('validateChangePassword (SPEC §5 change password)', () => {
  const fresh = { newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' };
  it.each([
    ['old and new given', { oldPassword: 'Demo2026', ...fresh }, false, {}],
    ['the old one missing', { oldPassword: '', ...fresh }, false, { oldPassword: required }],
    ['the old one known from the login just made', { oldPassword: '', ...fresh }, true, {}],
    [
      'the expired-password journey: too short, not confirmed',
      { oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abd' },
      true,
      {
        newPassword: { key: 'validation.pattern.anyCharacters', values: { range: '8-64' } },
        confirmNewPassword: { key: 'validation.inconsistent' },
      },
    ],
    [
      'nothing typed',
      { oldPassword: '', newPassword: '', confirmNewPassword: '' },
      false,
      { oldPassword: required, newPassword: required, confirmNewPassword: required },
    ],
  ])('%s', (_case, values, oldPasswordKnown, errors) => {
    expect(validateChangePassword(values, { password, oldPasswordKnown })).toEqual(errors);
  });

  it('asks only that the new password is filled until the brand’s rule has loaded', () => {
    expect(
      validateChangePassword(
        { oldPassword: 'x', newPassword: 'abc', confirmNewPassword: 'abc' },
        { oldPasswordKnown: false },
      ),
    ).toEqual({});
  });
});
