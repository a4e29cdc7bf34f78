import { describe, expect, it } from 'vitest';
import {
  confirmationError,
  lengthRange,
  patternMessage,
  validateField,
  type FieldRule,
} from './validate-field';
import { PATTERN_TEMPLATES } from './patterns';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
  patternId: 2,
  minLength: 6,
  maxLength: 16,
  ...overrides,
});

describe('validateField', () => {
  it.each([
    ['an empty required field', rule(), '', 'validation.required'],
    ['an empty optional field', rule({ required: false }), '', undefined],
    ['a value that fits', rule(), 'player01', undefined],
    ['too short', rule(), 'ab1', 'validation.pattern.letterThenLettersDigits'],
    ['too long', rule(), 'a'.repeat(17), 'validation.pattern.letterThenLettersDigits'],
    ['a digit first', rule(), '1player', 'validation.pattern.letterThenLettersDigits'],
    ["any text with pattern '*'", rule({ acceptedPattern: '*', patternId: 1 }), 'hola mundo', undefined],
    ['a pattern that does not compile', rule({ acceptedPattern: '([' }), 'anything', undefined],
    [
      'Thai counted by characters',
      rule({ acceptedPattern: '^[\\u0E00-\\u0E7F]+$', patternId: 15, minLength: 2, maxLength: 4 }),
      'สวัส',
      undefined,
    ],
    [
      'an email',
      rule({ acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 4, minLength: 6, maxLength: 64 }),
      'me@x',
      'validation.pattern.email',
    ],
  ])('%s', (_name, r, value, key) => {
    expect(validateField(r, value)?.key).toBe(key);
  });

  it('can be made required whatever the rule says (payment password)', () => {
    expect(validateField(rule({ required: false }), '', { required: true })?.key).toBe('validation.required');
  });
});

describe('pattern messages', () => {
  it.each([
    [6, 16, '6-16'],
    [6, 6, '6'],
    [0, 20, '0-20'],
  ])('min %i max %i → range %s', (minLength, maxLength, range) => {
    expect(lengthRange({ minLength, maxLength })).toBe(range);
    expect(patternMessage(rule({ minLength, maxLength })).values).toEqual({ range });
  });

  it('has a template for each of the 22 pattern ids of SPEC §5', () => {
    expect(Object.keys(PATTERN_TEMPLATES)).toHaveLength(22);
    expect(new Set(Object.values(PATTERN_TEMPLATES)).size).toBe(22);
  });

  it('falls back to the any-characters template for an unknown id', () => {
    expect(patternMessage(rule({ patternId: 99 })).key).toBe('validation.pattern.anyCharacters');
  });
});

describe('confirmationError', () => {
  it.each([
    ['Secret1', 'Secret1', undefined],
    ['Secret1', 'Secret2', 'validation.inconsistent'],
    ['Secret1', '', 'validation.required'],
  ])('%s / %s → %s', (password, confirmation, key) => {
    expect(confirmationError(password, confirmation)?.key).toBe(key);
  });
});
