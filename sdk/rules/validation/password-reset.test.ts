import { describe, expect, it } from 'vitest';
import { validateForgotByEmail, validateForgotByPhone, validateResetByLink } from './password-reset';
import type { FieldRule } from './validate-field';

const required = { key: 'validation.required' };
const username: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
  patternId: 2,
  minLength: 6,
  maxLength: 16,
};
const password: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 8,
  maxLength: 64,
};
const badUsername = { key: 'validation.pattern.letterThenLettersDigits', values: { range: '6-16' } };
const shortPassword = { key: 'validation.pattern.anyCharacters', values: { range: '8-64' } };
const badEmail = { key: 'validation.pattern.email', values: { range: '6-64' } };

describe('validateForgotByEmail (SPEC §5 forgot by email)', () => {
  it.each([
    ['both right', { username: 'agentone', email: 'agent1@croupier.example' }, { username }, {}],
    ['both empty', { username: ' ', email: '' }, { username }, { username: required, email: required }],
    [
      'a username against the rule',
      { username: '1x', email: 'a@b.co' },
      { username },
      { username: badUsername },
    ],
    ['a username checked trimmed', { username: ' agentone ', email: 'a@b.co' }, { username }, {}],
    ['no rule loaded yet: only filled', { username: '1x', email: 'a@b.co' }, {}, {}],
    [
      'an address without a domain',
      { username: 'agentone', email: 'agent1@' },
      { username },
      { email: badEmail },
    ],
  ])('%s', (_case, values, rules, errors) => {
    expect(validateForgotByEmail(values, rules)).toEqual(errors);
  });
});

describe('validateForgotByPhone (SPEC §5 forgot by phone)', () => {
  const form = { mobileNum: '9171234567', verificationCode: '123456', newPassword: 'Phone2026' };
  it.each([
    ['all right', form, { password }, {}],
    [
      'nothing typed',
      { mobileNum: '', verificationCode: '', newPassword: '' },
      { password },
      { mobileNum: required, verificationCode: required, newPassword: required },
    ],
    ['a bad number', { ...form, mobileNum: '12' }, { password }, { mobileNum: { key: 'validation.mobile' } }],
    ['a code of spaces', { ...form, verificationCode: ' ' }, { password }, { verificationCode: required }],
    [
      'a password against the rule',
      { ...form, newPassword: 'abc' },
      { password },
      { newPassword: shortPassword },
    ],
    ['no rule loaded yet: only filled', { ...form, newPassword: 'abc' }, {}, {}],
  ])('%s', (_case, values, rules, errors) => {
    expect(validateForgotByPhone(values, rules)).toEqual(errors);
  });
});

describe('validateResetByLink (the emailed link’s page)', () => {
  it.each([
    ['equal and long enough', 'Linked2026', 'Linked2026', { password }, {}],
    ['both empty', '', '', { password }, { newPassword: required, confirmNewPassword: required }],
    [
      'short and different',
      'abc',
      'abd',
      { password },
      { newPassword: shortPassword, confirmNewPassword: { key: 'validation.inconsistent' } },
    ],
    [
      'spaces count (passwords are not trimmed)',
      'Linked2026 ',
      'Linked2026',
      { password },
      { confirmNewPassword: { key: 'validation.inconsistent' } },
    ],
    ['no rule loaded yet', 'abc', 'abc', {}, {}],
  ])('%s', (_case, newPassword, confirmNewPassword, rules, errors) => {
    expect(validateResetByLink({ newPassword, confirmNewPassword }, rules)).toEqual(errors);
  });
});
