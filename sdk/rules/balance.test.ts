import { describe, expect, it, vi } from 'vitest';
import { balanceText, heldOutsideMainMinor, prepareBalanceFormat } from './balance';

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

describe('prepareBalanceFormat', () => {
  it('builds the format the balance text then reuses, once per locale', () => {
    const Real = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    });
    prepareBalanceFormat('th-TH');
    prepareBalanceFormat('th-TH');
    expect(built).toHaveBeenCalledTimes(1);
    expect(balanceText(1234.5, false, 'th-TH')).toBe('1,234.50');
    expect(built).toHaveBeenCalledTimes(1);
    built.mockRestore();
  });
});

describe('heldOutsideMainMinor', () => {
  it.each([
    ['only the main wallet', [{ wallet: 'main', amount: 100 }], 0],
    ['nothing at all', [], 0],
    [
      'two vendor wallets, to the cent (0.1 + 0.2 stays 30 cents)',
      [
        { wallet: 'main', amount: 5 },
        { wallet: 'JDB', amount: 0.1 },
        { wallet: 'SABA', amount: 0.2 },
      ],
      30,
    ],
  ])('%s', (_case, wallets, minor) => {
    expect(heldOutsideMainMinor(wallets)).toBe(minor);
  });
});
