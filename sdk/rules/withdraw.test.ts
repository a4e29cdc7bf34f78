import { describe, expect, it } from 'vitest';
import type { WithdrawInfo } from '../contract/entities/withdraw';
import {
  followDelayMs,
  moneyReturned,
  proofName,
  proofProblem,
  turnoverPercent,
  withdrawAllMinor,
  withdrawalsLeft,
  withdrawBlock,
  withdrawQuote,
  withdrawSetupMissing,
  withdrawStep,
} from './withdraw';

const NOW = Date.UTC(2026, 10, 25, 4, 0);

/** The seed's brand rules, for a member with 10,000 and nothing in the way. */
const info: WithdrawInfo = {
  currency: 'PHP',
  balance: 10_000,
  minAmount: 100,
  maxAmount: 50_000,
  feePercent: 1,
  minFee: 2,
  dailyCount: { used: 0, max: 5 },
  turnover: { required: 0, done: 0, remaining: 0 },
  wagering: { locked: 0, available: 10_000, remaining: 0, locks: [] },
  hasPaymentPassword: true,
  paymentPasswordLockedUntil: null,
  accounts: [
    { id: 'pa_1', kind: 'usdt', bankName: null, holderName: null, masked: 'TR7N…Lj6t', createdAt: NOW },
  ],
  autoReceiveMinutes: 30,
};

describe('withdrawSetupMissing', () => {
  it.each([
    ['a member ready to withdraw', info, []],
    ['no payment password', { ...info, hasPaymentPassword: false }, ['paymentPassword']],
    ['no payout account', { ...info, accounts: [] }, ['payoutAccount']],
    [
      'neither, the password first (adding an account asks for it)',
      { ...info, hasPaymentPassword: false, accounts: [] },
      ['paymentPassword', 'payoutAccount'],
    ],
  ])('%s', (_case, given, missing) => {
    expect(withdrawSetupMissing(given)).toEqual(missing);
  });
});

describe('withdrawBlock', () => {
  it.each([
    ['nothing in the way', info, null],
    [
      'a payment password locked until later',
      { ...info, paymentPasswordLockedUntil: NOW + 60_000 },
      { reason: 'locked', until: NOW + 60_000 },
    ],
    ['a lock that has run out', { ...info, paymentPasswordLockedUntil: NOW - 1 }, null],
    [
      'today’s withdrawals used up',
      { ...info, dailyCount: { used: 5, max: 5 } },
      { reason: 'dailyLimit', max: 5 },
    ],
    ['one withdrawal left today', { ...info, dailyCount: { used: 4, max: 5 } }, null],
    [
      'bonus money locking the whole balance',
      { ...info, wagering: { locked: 10_000, available: 0, remaining: 4_500, locks: [] } },
      { reason: 'turnover', remaining: 4_500, locked: 10_000 },
    ],
    [
      'bonus money leaving less than the smallest withdrawal free',
      { ...info, wagering: { locked: 9_950, available: 50, remaining: 4_500, locks: [] } },
      { reason: 'turnover', remaining: 4_500, locked: 9_950 },
    ],
    [
      'bonus money locking part, the rest withdrawable',
      { ...info, wagering: { locked: 500, available: 9_500, remaining: 2_500, locks: [] } },
      null,
    ],
    ['turnover wagered in full', { ...info, turnover: { required: 5_500, done: 6_000, remaining: 0 } }, null],
    ['a balance a cent below the minimum', { ...info, balance: 99.99 }, { reason: 'balance', min: 100 }],
    ['a balance of exactly the minimum', { ...info, balance: 100 }, null],
    [
      'the lock before the other rules',
      { ...info, paymentPasswordLockedUntil: NOW + 1, dailyCount: { used: 5, max: 5 }, balance: 0 },
      { reason: 'locked', until: NOW + 1 },
    ],
  ])('%s', (_case, given, block) => {
    expect(withdrawBlock(given, NOW)).toEqual(block);
  });
});

describe('withdrawQuote', () => {
  it.each([
    ['the minimum: the least fee applies', '100', { amountMinor: 10_000, feeMinor: 200, netMinor: 9_800 }],
    ['1% rounded up to the cent', '1234.56', { amountMinor: 123_456, feeMinor: 1_235, netMinor: 122_221 }],
    ['a comma for the decimals', '200,01', { amountMinor: 20_001, feeMinor: 201, netMinor: 19_800 }],
    ['less than the least fee: nothing left', '1', { amountMinor: 100, feeMinor: 100, netMinor: 0 }],
    ['nothing typed', '', null],
    ['zero', '0', null],
    ['not an amount', '1e3', null],
    ['three decimals', '10.005', null],
  ])('%s', (_case, text, quote) => {
    expect(withdrawQuote(text, info)).toEqual(quote);
  });

  it('never goes through a float: 0.1 + 0.2 questions do not arise', () => {
    expect(withdrawQuote('300.30', { feePercent: 1.5, minFee: 0 })).toEqual({
      amountMinor: 30_030,
      feeMinor: 451,
      netMinor: 29_579,
    });
  });
});

describe('the form’s figures', () => {
  it.each([
    [{ used: 0, max: 5 }, 5],
    [{ used: 4, max: 5 }, 1],
    [{ used: 6, max: 5 }, 0],
  ])('withdrawals left today of %o: %i', (daily, left) => {
    expect(withdrawalsLeft(daily)).toBe(left);
  });

  it.each([
    [{ required: 0, done: 0, remaining: 0 }, 100],
    [{ required: 5_500, done: 1_000, remaining: 4_500 }, 18],
    [{ required: 300, done: 299.99, remaining: 0.01 }, 99],
    [{ required: 100, done: 250, remaining: 0 }, 100],
  ])('turnover %o is %i% done', (turnover, percent) => {
    expect(turnoverPercent(turnover)).toBe(percent);
  });

  it.each([
    [10_000, 50_000, 1_000_000],
    [80_000.5, 50_000, 5_000_000],
    [0.07, 50_000, 7],
  ])('"all" of a balance of %d within a maximum of %d is %i cents', (balance, maxAmount, minor) => {
    const wagering = { locked: 0, available: balance, remaining: 0, locks: [] };
    expect(withdrawAllMinor({ balance, maxAmount, wagering })).toBe(minor);
  });

  it('"all" leaves what bonuses lock', () => {
    const wagering = { locked: 300, available: 700, remaining: 1_500, locks: [] };
    expect(withdrawAllMinor({ balance: 1_000, maxAmount: 50_000, wagering })).toBe(70_000);
  });
});

describe('following an order', () => {
  it.each([
    ['processing', 2_000],
    ['awaiting_confirmation', 15_000],
    ['received', null],
    ['not_received', null],
    ['forced_received', null],
    ['rejected', null],
  ] as const)('%s is read again after %s ms', (status, delay) => {
    expect(followDelayMs(status)).toBe(delay);
  });

  it.each([
    ['processing', 'rejected', true],
    ['processing', 'awaiting_confirmation', false],
    ['rejected', 'rejected', false],
    ['awaiting_confirmation', 'forced_received', false],
  ] as const)('from %s to %s returns money: %s', (before, after, returned) => {
    expect(moneyReturned(before, after)).toBe(returned);
  });

  it.each([
    ['processing', null, 'wait'],
    ['awaiting_confirmation', NOW + 60_000, 'answer'],
    ['awaiting_confirmation', NOW, 'wait'],
    ['not_received', NOW - 60_000, 'lateReceipt'],
    ['received', NOW + 60_000, 'done'],
    ['forced_received', NOW - 1, 'done'],
    ['rejected', null, 'done'],
  ] as const)('%s with confirmBy %s offers %s', (status, confirmBy, step) => {
    expect(withdrawStep({ status, confirmBy }, NOW)).toBe(step);
  });
});

describe('proof images', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
  const gif = new TextEncoder().encode('GIF89a\0\0');
  const fiveMb = 5 * 1024 * 1024;
  it.each([
    ['a small PNG', 2_048, png, null],
    ['a JPEG of exactly 5 MB', fiveMb, jpeg, null],
    ['a PNG a byte over 5 MB', fiveMb + 1, png, 'size'],
    ['a GIF, whatever its name says', 2_048, gif, 'type'],
    ['an empty file', 0, new Uint8Array(), 'type'],
  ])('%s', (_case, size, head, problem) => {
    expect(proofProblem(size, head)).toBe(problem);
  });

  const long = `${'a'.repeat(120)}.png`;
  it.each([
    ['a short name, as it is', 'bank.png', 'image/png', 'bank.png'],
    ['no name: after its type', '  ', 'image/jpeg', 'proof.jpg'],
    ['a long name, cut before its extension', long, 'image/png', `${'a'.repeat(96)}.png`],
    ['100 characters exactly', 'b'.repeat(100), 'image/png', 'b'.repeat(100)],
  ] as const)('%s', (_case, name, type, expected) => {
    const named = proofName(name, type);
    expect(named).toBe(expected);
    expect([...named].length).toBeLessThanOrEqual(100);
  });
});
