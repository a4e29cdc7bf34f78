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
  it.each([
    ['main to a vendor', { from: 'main', to: 'JDB', amount: '10' }, {}],
    ['a vendor to main', { from: 'JDB', to: 'main', amount: '10' }, {}],
    ['one vendor to another', { from: 'JDB', to: 'KA', amount: '250.50' }, {}],
    [
      'nothing chosen, nothing typed',
      { from: '', to: '', amount: '' },
      {
        from: { key: 'wallet.form.walletRequired' },
        to: { key: 'wallet.form.walletRequired' },
        amount: { key: 'validation.required' },
      },
    ],
    [
      'the same wallet on both sides: said under the destination',
      { from: 'JDB', to: 'JDB', amount: '10' },
      { to: { key: 'wallet.form.sameWallet' } },
    ],
    [
      'more than the source holds',
      { from: 'KA', to: 'main', amount: '250.51' },
      { amount: { key: 'wallet.form.overBalance', values: { available: 250.5 } } },
    ],
  ])('%s', (_case, values, errors) => {
    expect(validateWalletMove(values, limits)).toEqual(errors);
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
