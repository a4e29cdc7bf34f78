import { describe, expect, it } from 'vitest';
import { accountTypeIdOf } from './wallets';

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
