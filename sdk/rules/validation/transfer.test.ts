import { describe, expect, it } from 'vitest';
import { transferAmountError, validatePersonTransfer, validateWalletMove } from './transfer';

const limits = { minAmount: 1, available: 250.5 };

describe('transferAmountError', () => {
  it.each([
    ['an amount the wallet holds', '100', undefined],
    ['all of it, to the cent', '250.50', undefined],
    ['the least amount', '1', undefined],
    ['a comma for the decimals', '12,5', undefined],
    ['nothing', ' ', { key: 'validation.required' }],
    ['three decimals', '1.005', { key: 'cashier.amountDecimals' }],
    ['a negative amount', '-5', { key: 'cashier.amountNegative' }],
    ['zero', '0.00', { key: 'cashier.amountZero' }],
    ['an exponent', '1e3', { key: 'cashier.amountNotNumber' }],
    ['a cent under the least amount', '0.99', { key: 'cashier.amountMin', values: { min: 1 } }],
    [
      'a cent more than the wallet holds',
      '250.51',
      { key: 'wallet.form.overBalance', values: { available: 250.5 } },
    ],
  ])('%s', (_case, text, error) => {
    expect(transferAmountError(text, limits)).toEqual(error);
  });
});

describe('validateWalletMove', () => {
  it('needs a vendor wallet and an amount', () => {
    expect(validateWalletMove({ wallet: '', amount: '' }, limits)).toEqual({
      wallet: { key: 'wallet.form.walletRequired' },
      amount: { key: 'validation.required' },
    });
    expect(validateWalletMove({ wallet: 'JDB', amount: '10' }, limits)).toEqual({});
  });
});

describe('validatePersonTransfer', () => {
  const valid = { direction: 'upline', downline: '', amount: '10', paymentPassword: '602914' } as const;
  it.each([
    ['to the upline, complete', valid, {}],
    ['to a downline, named', { ...valid, direction: 'downline', downline: 'agent42' }, {}],
    [
      'to a downline, none named',
      { ...valid, direction: 'downline' },
      { downline: { key: 'validation.required' } },
    ],
    [
      'no payment password',
      { ...valid, paymentPassword: '' },
      { paymentPassword: { key: 'validation.required' } },
    ],
    [
      'a payment password of five digits',
      { ...valid, paymentPassword: '60291' },
      { paymentPassword: { key: 'security.paymentPassword.format' } },
    ],
    // Only its shape is checked here: a weak one is refused when set, not when typed.
    ['a trivial payment password', { ...valid, paymentPassword: '123456' }, {}],
  ] as const)('%s', (_case, values, errors) => {
    expect(validatePersonTransfer(values, limits)).toEqual(errors);
  });
});
