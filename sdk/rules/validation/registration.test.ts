import { describe, expect, it } from 'vitest';
import type { RegisterRules } from '../../contract/entities/register-rules';
import type { FormField } from '../registration';
import { registrationFieldError, validateRegistration } from './registration';
import type { FieldRule } from './validate-field';

const rule = (
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
  required = true,
): FieldRule => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

/** The seeded brand's username-registration rules (sandbox/tools/seed/brand.ts), in short. */
const server: RegisterRules = {
  username: rule('^[a-zA-Z][a-zA-Z0-9]*$', 2, 6, 16),
  password: rule('*', 1, 8, 64),
  confirmPassword: rule('*', 1, 8, 64),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 4, 6, 64, false),
  mobileNum: rule('^[0-9]+$', 7, 7, 11),
  whatsapp: rule('^[0-9]+$', 7, 7, 15, false),
  captcha: rule('*', 1, 4, 4),
};
const required = { key: 'validation.required' };

describe('registrationFieldError (SPEC §5, one field)', () => {
  it.each<[string, FormField, Record<string, string>, unknown]>([
    ['a username that fits', { field: 'username', required: true }, { username: 'player01' }, undefined],
    [
      'a username starting with a digit',
      { field: 'username', required: true },
      { username: '1x' },
      { key: 'validation.pattern.letterThenLettersDigits', values: { range: '6-16' } },
    ],
    [
      'a username checked trimmed',
      { field: 'username', required: true },
      { username: ' player01 ' },
      undefined,
    ],
    ['an empty username', { field: 'username', required: true }, {}, required],
    [
      'a password with spaces around is not trimmed',
      { field: 'password', required: true },
      { password: '  abc  ' },
      { key: 'validation.pattern.anyCharacters', values: { range: '8-64' } },
    ],
    [
      'a confirmation equal to the password',
      { field: 'confirmPassword', required: true },
      { password: 'Good2026', confirmPassword: 'Good2026' },
      undefined,
    ],
    [
      'a confirmation that differs',
      { field: 'confirmPassword', required: true },
      { password: 'Good2026', confirmPassword: 'Good2027' },
      { key: 'validation.inconsistent' },
    ],
    [
      'an empty confirmation',
      { field: 'confirmPassword', required: true },
      { password: 'Good2026' },
      required,
    ],
    [
      'a mobile number the platform refuses',
      { field: 'mobileNum', required: true },
      { mobileNum: '12' },
      { key: 'validation.mobile' },
    ],
    [
      'a platform number against the brand rule',
      { field: 'mobileNum', required: true },
      { mobileNum: '123456789012' },
      { key: 'validation.pattern.digitsOnly', values: { range: '7-11' } },
    ],
    ['an empty mobile number', { field: 'mobileNum', required: true }, {}, required],
    ['an optional field left empty', { field: 'email', required: false }, {}, undefined],
    ['an optional field made required by the brand', { field: 'email', required: true }, {}, required],
    [
      'a field with no rule, required (payment password)',
      { field: 'paymentPassword', required: true },
      {},
      required,
    ],
    [
      'a field with no rule, filled',
      { field: 'paymentPassword', required: true },
      { paymentPassword: '123' },
      undefined,
    ],
    ['a field with no rule, optional', { field: 'line', required: false }, {}, undefined],
    ['the captcha', { field: 'captcha', required: true }, { captcha: ' ' }, required],
  ])('%s', (_case, { field, required: isRequired }, values, error) => {
    expect(registrationFieldError(field, isRequired, values, server)).toEqual(error);
  });
});

describe('validateRegistration (SPEC §5, the whole form)', () => {
  const fields: FormField[] = [
    { field: 'username', required: true },
    { field: 'password', required: true },
    { field: 'confirmPassword', required: true },
    { field: 'whatsapp', required: true },
    { field: 'captcha', required: true },
  ];
  const good = {
    username: 'player01',
    password: 'Good2026',
    confirmPassword: 'Good2026',
    whatsapp: '639171112222',
    captcha: 'K7QX',
  };
  it.each([
    ['a complete form', { ...good, agreed: true, ageConfirmed: true }, {}],
    [
      'the agreement unticked',
      { ...good, agreed: false, ageConfirmed: true },
      { agreement: { key: 'auth.agreementRequired' } },
    ],
    [
      'the age not confirmed (18 by default)',
      { ...good, agreed: true, ageConfirmed: false },
      { ageConfirmed: { key: 'validation.age18Required' } },
    ],
    [
      'the age confirmation missing is not a confirmation',
      { ...good, agreed: true },
      { ageConfirmed: { key: 'validation.age18Required' } },
    ],
    [
      'the journey’s first try: a bad username, nothing else',
      { username: '1x', agreed: true, ageConfirmed: true },
      {
        username: { key: 'validation.pattern.letterThenLettersDigits', values: { range: '6-16' } },
        password: required,
        confirmPassword: required,
        whatsapp: required,
        captcha: required,
      },
    ],
  ])('%s', (_case, values, errors) => {
    expect(validateRegistration(values, { fields, server })).toEqual(errors);
  });

  it('checks only the fields the form shows', () => {
    expect(validateRegistration({ agreed: true, ageConfirmed: true }, { fields: [], server })).toEqual({});
  });

  it('asks a brand of 21 to confirm 21 years (SPEC §5)', () => {
    expect(
      validateRegistration({ agreed: true, ageConfirmed: false }, { fields: [], server, minimumAge: 21 }),
    ).toEqual({ ageConfirmed: { key: 'validation.age21' } });
  });
});
