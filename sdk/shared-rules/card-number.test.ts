import { describe, expect, it } from 'vitest';
import { cardDigits, cardNumberError, luhnValid } from './card-number';

describe('bank card number rule (12 to 19 digits, Luhn check digit)', () => {
  it.each([
    ['a Visa test number', '4111111111111111', null],
    ['a Mastercard test number', '5555555555554444', null],
    ['a 19-digit number', '6217001234567890122', null],
    ['a 12-digit number', '601100099014', null],
    ['the last digit mistyped', '4111111111111112', 'checksum'],
    ['two neighbours swapped', '4111111111111161', 'checksum'],
    ['one digit mistyped in the middle', '5555555553554444', 'checksum'],
    ['11 digits', '41111111111', 'format'],
    ['20 digits', '41111111111111111111', 'format'],
    ['grouped by spaces (the form sends the digits only)', '4111 1111 1111 1111', 'format'],
    ['a letter', '411111111111111a', 'format'],
    ['empty', '', 'format'],
  ] as const)('%s: %s → %s', (_why, value, expected) => {
    expect(cardNumberError(value)).toBe(expected);
  });

  it('doubles every second digit from the right, whatever the length', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('reads the digits out of a number grouped by spaces or dashes', () => {
    expect(cardDigits(' 4111 1111-1111 1111 ')).toBe('4111111111111111');
  });
});
