import { describe, expect, it } from 'vitest';
import { mismatchOf } from './reconciliation';
import type { CallbackAction, CallbackStatus } from './repository';

type Shorthand = Partial<Record<CallbackAction, CallbackStatus>>;
const round = (
  status: 'pending' | 'open' | 'settled' | 'rolled_back',
  payout: number,
  callbacks: Shorthand,
) => ({
  status,
  payout,
  callbacks: Object.entries(callbacks).map(([action, s]) => ({
    action: action as CallbackAction,
    status: s,
    amount: 100,
    attempts: 1,
  })),
});

/** When a round's callbacks make its outcome at the partner, and when they do not (reconciliation). */
describe('mismatchOf', () => {
  it.each([
    ['a lost round, its debit confirmed', round('settled', 0, { debit: 'confirmed' }), null],
    [
      'a won round, debit and credit confirmed',
      round('settled', 250, { debit: 'confirmed', credit: 'confirmed' }),
      null,
    ],
    [
      'a won round whose credit is still pending',
      round('settled', 250, { debit: 'confirmed', credit: 'pending' }),
      'pending',
    ],
    [
      'a won round whose credit was refused',
      round('settled', 250, { debit: 'confirmed', credit: 'refused' }),
      'refused',
    ],
    ['a won round with no credit sent', round('settled', 250, { debit: 'confirmed' }), 'missing'],
    ['a settled round whose debit is unknown', round('settled', 0, { debit: 'unknown' }), 'unknown'],
    [
      'a settled round that also got a rollback',
      round('settled', 0, { debit: 'confirmed', rollback: 'confirmed' }),
      'rollback',
    ],
    ['a round whose debit was refused', round('rolled_back', 0, { debit: 'refused' }), null],
    [
      'an unknown debit rolled back, confirmed',
      round('rolled_back', 0, { debit: 'unknown', rollback: 'confirmed' }),
      null,
    ],
    [
      'an unknown debit whose rollback is pending',
      round('rolled_back', 0, { debit: 'unknown', rollback: 'pending' }),
      'pending',
    ],
    ['an unknown debit with no rollback', round('rolled_back', 0, { debit: 'unknown' }), 'missing'],
    [
      'a rolled-back round that was also credited',
      round('rolled_back', 0, { debit: 'confirmed', rollback: 'confirmed', credit: 'confirmed' }),
      'credit',
    ],
    ['a pending round (its debit on its way)', round('pending', 0, { debit: 'pending' }), null],
    ['an open round whose stake was never confirmed', round('open', 0, { debit: 'pending' }), 'open'],
    ['an open round with its stake taken', round('open', 0, { debit: 'confirmed' }), null],
  ])('%s', (_name, given, reason) => {
    const answer = mismatchOf(given);
    if (reason === null) expect(answer).toBeNull();
    else expect(answer).toContain(reason);
  });
});
