import { describe, expect, it } from 'vitest';
import { balanceText } from './balance';

describe('balanceText', () => {
  it.each([
    [10000, false, 'en', '10,000.00'],
    [10000, false, 'es', '10.000,00'],
    [0.5, false, 'en', '0.50'],
    [10000, true, 'en', '***'],
    [undefined, false, 'en', '--'],
    [undefined, true, 'en', '***'],
  ])('%s hidden %s (%s) → %s', (amount, hidden, locale, text) => {
    expect(balanceText(amount, hidden, locale)).toBe(text);
  });
});
