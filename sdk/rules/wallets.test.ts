import { describe, expect, it } from 'vitest';
import { accountTypeIdOf, pickWalletSide } from './wallets';

describe('accountTypeIdOf', () => {
  const options = {
    wallets: [
      { code: 'SABA', accountTypeId: 104 },
      { code: 'SA', accountTypeId: 100 },
    ],
  };

  it.each([
    ['main', 2],
    ['SABA', 104],
    ['SA', 100],
  ])('names %s by %i, as the platform numbers wallets', (wallet, id) => {
    expect(accountTypeIdOf(options, wallet)).toBe(id);
  });

  it('refuses a wallet the brand does not list', () => {
    expect(() => accountTypeIdOf(options, 'CMD')).toThrow(/CMD/);
  });
});

describe('pickWalletSide', () => {
  const sides = { from: 'main', to: 'JDB' };
  it.each([
    ['another destination', 'to', 'KA', { from: 'main', to: 'KA' }],
    ['a vendor as the source', 'from', 'SABA', { from: 'SABA', to: 'JDB' }],
    ['the destination as the source: the two swap', 'from', 'JDB', { from: 'JDB', to: 'main' }],
    ['the source as the destination: the two swap', 'to', 'main', { from: 'JDB', to: 'main' }],
    ['the wallet already there', 'to', 'JDB', { from: 'main', to: 'JDB' }],
  ] as const)('%s', (_case, side, wallet, after) => {
    expect(pickWalletSide(sides, side, wallet)).toEqual(after);
  });
});
