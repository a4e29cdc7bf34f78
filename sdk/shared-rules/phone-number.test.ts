import { describe, expect, it } from 'vitest';
import { e164 } from './phone-number';

describe('e164', () => {
  it.each([
    ['63', '9171234567', '+639171234567'],
    ['63', '09171234567', '+639171234567'],
    [' 66 ', ' 0812345678 ', '+66812345678'],
  ])('writes %s and %s as %s', (dialing, mobile, expected) => {
    expect(e164(dialing, mobile)).toBe(expected);
  });
});
