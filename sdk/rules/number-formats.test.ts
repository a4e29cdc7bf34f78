import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-formats';
import { balanceText } from './balance';
import { moneyText } from './money';

describe('numberFormat', () => {
  it('builds a format once per locale and options, and formats as Intl does', () => {
    const two = { minimumFractionDigits: 2 };
    expect(numberFormat('es', two)).toBe(numberFormat('es', { minimumFractionDigits: 2 }));
    expect(numberFormat('es', two)).not.toBe(numberFormat('en', two));
    expect(numberFormat('es', two)).not.toBe(numberFormat('es'));
    expect(numberFormat('de', two).format(1234.5)).toBe(new Intl.NumberFormat('de', two).format(1234.5));
  });

  it('leaves the amounts of the balance and money texts as they were', () => {
    expect(balanceText(1234.5, false)).toBe('1,234.50');
    expect(balanceText(1234.5, false, 'de')).toBe('1.234,50');
    expect(moneyText(0.1, 'en')).toBe('0.10');
  });
});
