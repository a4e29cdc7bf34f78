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
    ['three decimals', '100.555', bank, { amount: { key: 'cashier.amountDecimals' } }],
    ['a thousands separator', '1.000', bank, { amount: { key: 'cashier.amountDecimals' } }],
    ['a negative amount', '-100', bank, { amount: { key: 'cashier.amountNegative' } }],
    ['letters', 'cien', bank, { amount: { key: 'cashier.amountNotNumber' } }],
    ['a currency sign', '€100', bank, { amount: { key: 'cashier.amountNotNumber' } }],
    ['zero', '0', bank, { amount: { key: 'cashier.amountZero' } }],
    [
      'more digits than any amount',
      '99999999999999',
      bank,
      { amount: { key: 'cashier.amountMax', values: { max: 50_000 } } },
    ],
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
