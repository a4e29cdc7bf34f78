import { describe, expect, it } from 'vitest';
import { validateWithdraw } from './withdraw';

const info = {
  balance: 500,
  minAmount: 100,
  maxAmount: 50_000,
  feePercent: 1,
  minFee: 2,
  wagering: { locked: 0, available: 500, remaining: 0, locks: [] },
  accounts: [
    { id: 'pa_1', kind: 'usdt' as const, bankName: null, holderName: null, masked: 'T…', createdAt: 0 },
  ],
};
const ok = { payoutAccountId: 'pa_1', amount: '250', paymentPassword: '482915' };

describe('validateWithdraw', () => {
  it.each([
    ['an account, an amount within the balance and six digits', ok, info, {}],
    ['the whole balance', { ...ok, amount: '500.00' }, info, {}],
    [
      'more than what bonuses leave free',
      { ...ok, amount: '450' },
      { ...info, wagering: { locked: 100, available: 400, remaining: 500, locks: [] } },
      { amount: { key: 'withdraw.overUnlocked', values: { available: 400, locked: 100 } } },
    ],
    ['the minimum itself', { ...ok, amount: '100' }, info, {}],
    [
      'no account chosen',
      { ...ok, payoutAccountId: undefined },
      info,
      { payoutAccountId: { key: 'withdraw.accountRequired' } },
    ],
    [
      'an account that is not one of the member’s',
      { ...ok, payoutAccountId: 'pa_other' },
      info,
      { payoutAccountId: { key: 'withdraw.accountRequired' } },
    ],
    ['no amount', { ...ok, amount: ' ' }, info, { amount: { key: 'validation.required' } }],
    ['three decimals', { ...ok, amount: '100.001' }, info, { amount: { key: 'cashier.amountDecimals' } }],
    ['a negative amount', { ...ok, amount: '-100' }, info, { amount: { key: 'cashier.amountNegative' } }],
    ['not a number', { ...ok, amount: 'diez' }, info, { amount: { key: 'cashier.amountNotNumber' } }],
    [
      'a cent under the minimum',
      { ...ok, amount: '99.99' },
      info,
      { amount: { key: 'cashier.amountMin', values: { min: 100 } } },
    ],
    [
      'a cent over the maximum (with the balance to pay it)',
      { ...ok, amount: '50000.01' },
      { ...info, balance: 60_000 },
      { amount: { key: 'cashier.amountMax', values: { max: 50_000 } } },
    ],
    [
      'a cent over the balance',
      { ...ok, amount: '500.01' },
      info,
      { amount: { key: 'withdraw.overBalance' } },
    ],
    [
      'an amount the fee would eat whole',
      { ...ok, amount: '100' },
      { ...info, minFee: 100 },
      { amount: { key: 'withdraw.belowFee' } },
    ],
    [
      'no payment password',
      { ...ok, paymentPassword: '' },
      info,
      { paymentPassword: { key: 'validation.required' } },
    ],
    [
      'five digits',
      { ...ok, paymentPassword: '48291' },
      info,
      { paymentPassword: { key: 'security.paymentPassword.format' } },
    ],
    [
      'letters',
      { ...ok, paymentPassword: '48a915' },
      info,
      { paymentPassword: { key: 'security.paymentPassword.format' } },
    ],
    [
      'everything wrong at once',
      { payoutAccountId: undefined, amount: '', paymentPassword: '' },
      info,
      {
        payoutAccountId: { key: 'withdraw.accountRequired' },
        amount: { key: 'validation.required' },
        paymentPassword: { key: 'validation.required' },
      },
    ],
  ])('%s', (_case, values, given, errors) => {
    expect(validateWithdraw(values, given)).toEqual(errors);
  });
});
