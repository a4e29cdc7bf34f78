import { describe, expect, it } from 'vitest';
import { validateDeposit } from './deposit';

const bank = { minAmount: 100, maxAmount: 50_000 };

describe('validateDeposit', () => {
  it.each([
    ['a method and an amount inside its limits', '500', bank, {}],
    ['the minimum itself', '100', bank, {}],
    ['the maximum itself', '50000.00', bank, {}],
    ['no method chosen', '500', undefined, { method: { key: 'cashier.methodRequired' } }],
    ['no amount', '  ', bank, { amount: { key: 'validation.required' } }],
    ['three decimals', '100.555', bank, { amount: { key: 'cashier.amountFormat' } }],
    ['a negative amount', '-100', bank, { amount: { key: 'cashier.amountFormat' } }],
    ['zero', '0', bank, { amount: { key: 'cashier.amountFormat' } }],
    [
      'a cent under the minimum',
      '99.99',
      bank,
      { amount: { key: 'cashier.amountMin', values: { min: 100 } } },
    ],
    [
      'a cent over the maximum',
      '50000.01',
      bank,
      { amount: { key: 'cashier.amountMax', values: { max: 50_000 } } },
    ],
  ])('%s', (_case, amount, method, errors) => {
    expect(validateDeposit({ amount }, method)).toEqual(errors);
  });
});
