import { describe, expect, it } from 'vitest';
import { generatedUsername } from './generated-username';

const rule = (over: Partial<Parameters<typeof generatedUsername>[0] & object> = {}) => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
  minLength: 6,
  maxLength: 16,
  ...over,
});
const sevens = () => 7;

describe('generatedUsername', () => {
  it.each([
    ['the seeded rule', rule(), 'player77777777'],
    ['a rule of at most 10 characters', rule({ maxLength: 10 }), 'player7777'],
    ['a rule of at least 15 characters', rule({ minLength: 15, maxLength: 20 }), 'player777777777'],
    ['no username rule', undefined, 'player77777777'],
    ['a rule switched off', rule({ enabled: false, maxLength: 4 }), 'player77777777'],
  ])('fits %s', (_, given, expected) => {
    expect(generatedUsername(given, sevens)).toBe(expected);
  });

  it.each([
    ['digits only', rule({ acceptedPattern: '^[0-9]+$' })],
    ['shorter than its prefix', rule({ minLength: 3, maxLength: 5 })],
  ])('answers nothing for a rule it cannot meet: %s', (_, given) => {
    expect(generatedUsername(given, sevens)).toBeUndefined();
  });

  it('draws its digits at random', () => {
    const names = new Set(Array.from({ length: 50 }, () => generatedUsername(rule())));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^player\d{8}$/);
  });
});
