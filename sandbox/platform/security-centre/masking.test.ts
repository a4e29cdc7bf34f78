import { describe, expect, it } from 'vitest';
import { maskAddress, maskCardNumber, maskEmail, maskMobile } from './masking';

describe('masking what the security page shows', () => {
  it.each([
    ['an 11-digit number with its code', '86', '13812345678', '+86 138****5678'],
    ['a 10-digit number', '63', '9171234567', '+63 917****4567'],
    ['a short number keeps two at each end', '63', '1234567', '+63 12****67'],
    ['a number too short to show anything', '63', '1234', '+63 ****'],
    ['no dialling code', null, '9171234567', '917****4567'],
  ] as const)('mobile: %s', (_why, dialing, mobile, expected) => {
    expect(maskMobile(dialing, mobile)).toBe(expected);
  });

  it.each([
    ['a plain address', 'demo@example.com', 'd***@example.com'],
    ['one character before the @', 'd@example.com', 'd***@example.com'],
    ['an @ in the name keeps only the last domain', 'a@b@example.com', 'a***@example.com'],
    ['no @ at all', 'nonsense', '***'],
  ] as const)('email: %s', (_why, email, expected) => {
    expect(maskEmail(email)).toBe(expected);
  });

  it('shows a card by its last four digits only', () => {
    expect(maskCardNumber('4111111111111234')).toBe('**** **** **** 1234');
    expect(maskCardNumber('6217001234567890122')).not.toContain('62170012');
  });

  it('shows an address by its first and last four characters', () => {
    expect(maskAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7N…Lj6t');
  });
});
