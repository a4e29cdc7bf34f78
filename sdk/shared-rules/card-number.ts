/**
 * The bank card number rule, in the contract because both sides apply it: the member centre's form
 * before it sends, and the platform (the sandbox may import only the contract) before it stores.
 */

/** Why a card number is refused: not 12 to 19 digits, or a typo the check digit catches. */
export type CardNumberError = 'format' | 'checksum';

const CARD_DIGITS = /^[0-9]{12,19}$/;

/** The digits of a card number as people type it, grouped by spaces or dashes. */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

/**
 * The Luhn check (ISO/IEC 7812): from the right, every second digit doubled (minus 9 past 9), the
 * sum a multiple of 10. It catches every single mistyped digit and most swapped neighbours.
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card number as sent (digits only, 12 to 19 of them) and its check digit.
 *
 * @example
 * cardNumberError('4111 1111 1111 1111'); // 'format' (send cardDigits(text))
 * cardNumberError('4111111111111112');    // 'checksum'
 * cardNumberError('4111111111111111');    // null
 */
export function cardNumberError(value: string): CardNumberError | null {
  if (!CARD_DIGITS.test(value)) return 'format';
  return luhnValid(value) ? null : 'checksum';
}
