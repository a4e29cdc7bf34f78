import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../contract/entities/register-rules';
import {
  ageConfirmation,
  ageConfirmationError,
  minimumAgeOf,
  registerFormFields,
  registerTabs,
  showAffiliateField,
} from './registration';

const rule = (enabled: boolean, required = false): FieldRule => ({
  enabled,
  required,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 0,
  maxLength: 50,
});
const usernameRules = {
  username: rule(true, true),
  password: rule(true, true),
  confirmPassword: rule(true, true),
  email: rule(true, false),
  payeeName: rule(false),
  paymentPassword: rule(true, false),
  captcha: rule(true, true),
  affiliateCode: rule(true, false),
};
const names = (fields: { field: string; required: boolean }[]) =>
  fields.map((f) => `${f.field}${f.required ? '*' : ''}`);

describe('registration tabs', () => {
  it.each([
    [{ USERNAMEREG3: true, MOBILENUMREG3: true }, ['username', 'mobile']],
    [{ USERNAMEREG3: true, MOBILENUMREG3: false }, ['username']],
    [{ USERNAMEREG3: false, MOBILENUMREG3: true }, ['mobile']],
  ])('%o → %o', (flags, tabs) => {
    expect(registerTabs(flags)).toEqual(tabs);
  });
});

describe('registration fields', () => {
  it('shows enabled fields only, and always requires a shown payment password', () => {
    expect(
      names(registerFormFields({ rules: usernameRules, kind: 'username', flags: {}, showAffiliate: true })),
    ).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'paymentPassword*',
      'email',
      'affiliateCode',
      'captcha*',
    ]);
  });

  it('adds the mobile and its SMS code to username registration with REGMOBVERF3', () => {
    const fields = names(
      registerFormFields({
        rules: usernameRules,
        kind: 'username',
        flags: { REGMOBVERF3: true },
        showAffiliate: false,
      }),
    );
    expect(fields.slice(0, 3)).toEqual(['username*', 'mobileNum*', 'verificationCode*']);
    expect(fields).not.toContain('affiliateCode');
  });

  it('asks mobile registration for a password only with MOBILENUMPASSREG3', () => {
    const rules = {
      mobileNum: rule(true, true),
      verificationCode: rule(true, true),
      password: rule(true, true),
      confirmPassword: rule(true, true),
    };
    expect(
      names(
        registerFormFields({
          rules,
          kind: 'mobile',
          flags: { MOBILENUMPASSREG3: true },
          showAffiliate: false,
        }),
      ),
    ).toEqual(['mobileNum*', 'verificationCode*', 'password*', 'confirmPassword*']);
    expect(names(registerFormFields({ rules, kind: 'mobile', flags: {}, showAffiliate: false }))).toEqual([
      'mobileNum*',
      'verificationCode*',
    ]);
  });
});

describe('affiliate field', () => {
  it.each([
    [true, undefined, undefined, true],
    [true, 'AGENT1', undefined, false],
    [true, 'AGENT1', true, false],
    [true, 'NOPE', false, true],
    [false, undefined, undefined, false],
    [false, 'NOPE', false, false],
  ])('enabled %s, URL code %s, valid %s → shown %s', (enabled, code, valid, shown) => {
    expect(showAffiliateField(enabled, code, valid)).toBe(shown);
  });
});

describe('age confirmation (SPEC §5: age agreement 18; the birthday check says 21)', () => {
  it.each([
    ['no brand settings yet', undefined, 18],
    ['a brand without a minimum age', {}, 18],
    ['a brand of 18', { minimumAge: 18 }, 18],
    ['a brand of 21', { minimumAge: 21 }, 21],
    ['an unknown value reads as 18', { minimumAge: 16 }, 18],
  ])('%s → %i', (_case, settings, age) => {
    expect(minimumAgeOf(settings)).toBe(age);
  });

  it.each([
    [18, 'validation.age18', 'validation.age18Required'],
    [21, 'validation.age21Confirm', 'validation.age21'],
  ] as const)('a brand of %i: label %s, message %s', (age, label, required) => {
    expect(ageConfirmation(age)).toEqual({ label: { key: label }, required: { key: required } });
  });

  it.each([
    [true, 18, undefined],
    [false, 18, { key: 'validation.age18Required' }],
    [undefined, 18, { key: 'validation.age18Required' }],
    [true, 21, undefined],
    [false, 21, { key: 'validation.age21' }],
  ] as const)('ticked %s at %i → %o', (confirmed, age, error) => {
    expect(ageConfirmationError(confirmed, age)).toEqual(error);
  });
});
