import { describe, expect, it } from 'vitest';
import { REQUIRED } from './validate-field';
import { validatePayoutAccount, type PayoutAccountValues } from './payout-account';

// The TRON foundation's USDT contract address: a real, checksummed TRC20 address.
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const values = (overrides: Partial<PayoutAccountValues>): PayoutAccountValues => ({
  kind: 'bank',
  bankName: 'BDO',
  holderName: 'Demo Member',
  cardNumber: '4111 1111 1111 1111',
  address: '',
  paymentPassword: '482915',
  ...overrides,
});

describe('validatePayoutAccount', () => {
  it.each([
    ['a bank card with spaces between groups', values({}), {}],
    ['a USDT address', values({ kind: 'usdt', address: ` ${ADDRESS} ` }), {}],
    [
      'a card that fails the Luhn check',
      values({ cardNumber: '4111 1111 1111 1112' }),
      {
        cardNumber: { key: 'security.payout.card.checksum' },
      },
    ],
    [
      'a card too short',
      values({ cardNumber: '4111 1111' }),
      { cardNumber: { key: 'security.payout.card.format' } },
    ],
    [
      'a card with letters',
      values({ cardNumber: '4111 1111 1111 111a' }),
      {
        cardNumber: { key: 'security.payout.card.format' },
      },
    ],
    [
      'no card, no bank, no holder',
      values({ cardNumber: '', bankName: ' ', holderName: '' }),
      {
        bankName: REQUIRED,
        holderName: REQUIRED,
        cardNumber: REQUIRED,
      },
    ],
    [
      'an address with one character changed',
      values({ kind: 'usdt', address: ADDRESS.replace('q', 'r') }),
      {
        address: { key: 'security.payout.addressInvalid' },
      },
    ],
    [
      'an Ethereum address',
      values({ kind: 'usdt', address: '0x52908400098527886E0F7030069857D2E4169EE7' }),
      {
        address: { key: 'security.payout.addressInvalid' },
      },
    ],
    ['no payment password', values({ paymentPassword: '' }), { paymentPassword: REQUIRED }],
  ])('%s', (_case, input, errors) => {
    expect(validatePayoutAccount(input)).toEqual(errors);
  });
});
