import { describe, expect, it } from 'vitest';
import {
  allocateBets,
  bonusExpiry,
  bonusState,
  rolloverOf,
  turnoverBoundaries,
  turnoverRequired,
  type BonusTurnover,
} from './bonus-rules';

const DAY = 86_400_000;
const bonus = (id: number, at: number, requiredMinor: number, days = 30): BonusTurnover => ({
  id,
  at,
  requiredMinor,
  expiresAt: at + days * DAY,
});

describe('turnoverRequired: amount × the rollover of its kind', () => {
  it.each([
    [1_000, 'promotion_bonus', 5_000],
    [1_000, 'raffle_prize', 1_000],
    [1_000, 'vip_level_bonus', 1_000],
    [1_000, 'rebate', 0],
    [1_000, 'points_convert', 0],
    [1_000, 'a_kind_added_later', 1_000],
    [1_000, 'toString', 1_000],
  ])('%d of %s asks for %d', (amount, kind, required) => {
    expect(turnoverRequired(amount, kind)).toBe(required);
  });

  it('an unknown kind counts once', () => expect(rolloverOf('mystery')).toBe(1));
  it('expires thirty days after the credit', () => expect(bonusExpiry(0)).toBe(30 * DAY));
});

describe('bonusState', () => {
  it.each([
    [0, 0, 10, 5, 'completed', 'asks for nothing'],
    [100, 100, 10, 5, 'completed', 'done exactly'],
    [100, 100, 10, 50, 'completed', 'done, even after the expiry'],
    [99, 100, 10, 5, 'in_progress', 'one short, in time'],
    [99, 100, 10, 10, 'expired', 'one short at the expiry'],
  ])('done %d of %d, expiry %d, now %d → %s (%s)', (done, required, expiry, now, state) => {
    expect(bonusState(done, required, expiry, now)).toBe(state);
  });
});

describe('allocateBets: valid bets since the credit, oldest bonus first', () => {
  it.each<[string, BonusTurnover[], { at: number; validMinor: number }[], Record<number, number>]>([
    ['no bets, nothing done', [bonus(1, 0, 500)], [], { 1: 0 }],
    ['a bet before the credit does not count', [bonus(1, 10, 500)], [{ at: 5, validMinor: 300 }], { 1: 0 }],
    ['a bet at the credit counts', [bonus(1, 10, 500)], [{ at: 10, validMinor: 300 }], { 1: 300 }],
    ['never more than asked', [bonus(1, 0, 500)], [{ at: 1, validMinor: 900 }], { 1: 500 }],
    [
      'the oldest first, the rest to the next',
      [bonus(1, 0, 500), bonus(2, 5, 1_000)],
      [{ at: 10, validMinor: 800 }],
      { 1: 500, 2: 300 },
    ],
    [
      'a bet before the second credit goes to the first only',
      [bonus(1, 0, 500), bonus(2, 5, 1_000)],
      [
        { at: 1, validMinor: 800 },
        { at: 6, validMinor: 100 },
      ],
      { 1: 500, 2: 100 },
    ],
    [
      'a bet after an expiry goes to the bonus still open',
      [bonus(1, 0, 500, 1), bonus(2, DAY / 2, 1_000)],
      [{ at: DAY + 1, validMinor: 400 }],
      { 1: 0, 2: 400 },
    ],
    ['a bet at the expiry no longer counts', [bonus(1, 0, 500, 1)], [{ at: DAY, validMinor: 400 }], { 1: 0 }],
    [
      'a bonus asking nothing takes nothing',
      [bonus(1, 0, 0), bonus(2, 1, 300)],
      [{ at: 2, validMinor: 200 }],
      { 1: 0, 2: 200 },
    ],
    [
      'same credit time: the lower id first',
      [bonus(2, 0, 100), bonus(1, 0, 100)],
      [{ at: 0, validMinor: 150 }],
      { 1: 100, 2: 50 },
    ],
  ])('%s', (_why, bonuses, bets, expected) => {
    expect(Object.fromEntries(allocateBets(bonuses, bets))).toEqual(expected);
  });

  it('spans are the credits and expiries, sorted, once each', () => {
    expect(turnoverBoundaries([bonus(1, 5, 1, 1), bonus(2, 0, 1, 1), bonus(3, 7, 0)])).toEqual([
      0,
      5,
      DAY,
      DAY + 5,
    ]);
  });
});
