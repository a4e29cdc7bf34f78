import { rangeBounds } from '@sdk/shared-rules/date-range';
import type { ResponseOf } from '@sdk/contract';
import type { partnerWalletReport } from '@sdk/contract/endpoints/partner';
import type { Queryable } from '../../core/db/database';
import { toAmount } from '../ledger';
import { partnerRoundsOf, type RoundStatus } from '../rounds';
import { callbacksOfRounds, type CallbackAction, type CallbackStatus } from './repository';

type Report = ResponseOf<typeof partnerWalletReport>;
type Callback = Awaited<ReturnType<typeof callbacksOfRounds>>[number];

/** A round of the partner's day with what was sent for it. */
interface RoundRow {
  round_id: number;
  status: RoundStatus;
  payout: number;
  callbacks: Omit<Callback, 'round_id'>[];
}

/**
 * Why a round's callbacks do not make its outcome, or null when they do. The partner's money for a
 * round must be: nothing moved (rolled back: its debit refused, or its rollback confirmed), or the
 * stake out and the win in (settled: debit confirmed, and the credit confirmed when it won). An
 * open round must have its stake taken (debit confirmed); a pending one is not judged: its debit
 * may still be on its way.
 */
export function mismatchOf(round: Pick<RoundRow, 'status' | 'payout' | 'callbacks'>): string | null {
  const of = (action: CallbackAction) => round.callbacks.find((c) => c.action === action);
  const is = (action: CallbackAction, status: CallbackStatus) => of(action)?.status === status;
  if (round.status === 'settled') {
    if (!is('debit', 'confirmed')) return `settled, but its debit is ${of('debit')?.status ?? 'missing'}`;
    if (round.payout > 0 && !is('credit', 'confirmed'))
      return `settled with a win, but its credit is ${of('credit')?.status ?? 'missing'}`;
    if (of('rollback')) return 'settled, yet a rollback was sent';
    return null;
  }
  if (round.status === 'rolled_back') {
    if (is('debit', 'refused'))
      return of('rollback') && !is('rollback', 'confirmed') ? 'rollback not confirmed' : null;
    if (!is('rollback', 'confirmed'))
      return `rolled back, but its rollback is ${of('rollback')?.status ?? 'missing'}`;
    if (of('credit')) return 'rolled back, yet a credit was sent';
    return null;
  }
  if (round.status === 'open' && !is('debit', 'confirmed'))
    return `open, but its debit is ${of('debit')?.status ?? 'missing'}`;
  return null;
}

/** The reconciliation of one partner's GMT+8 day: what was sent, what came of it, what does not add up. */
export async function dayReport(db: Queryable, partnerId: string, day: string): Promise<Report> {
  const { startMs, endMs } = rangeBounds({ from: day, to: day });
  const played = await partnerRoundsOf(db, partnerId, new Date(startMs), new Date(endMs));
  const callbacks = await callbacksOfRounds(
    db,
    played.map((r) => r.id),
  );
  const sent = new Map<number, Callback[]>();
  for (const c of callbacks) sent.set(c.round_id, [...(sent.get(c.round_id) ?? []), c]);
  const rounds: RoundRow[] = played.map((r) => ({
    round_id: r.id,
    status: r.status,
    payout: Number(r.payout),
    callbacks: sent.get(r.id) ?? [],
  }));
  const count = (status: CallbackStatus) => callbacks.filter((c) => c.status === status).length;
  const totals = (action: CallbackAction) => {
    const mine = callbacks.filter((c) => c.action === action);
    const confirmed = mine.filter((c) => c.status === 'confirmed');
    return {
      count: mine.length,
      confirmed: confirmed.length,
      amount: toAmount(confirmed.reduce((sum, c) => sum + Number(c.amount), 0)),
    };
  };
  return {
    partner: partnerId,
    day,
    callbacks: {
      sent: callbacks.filter((c) => c.attempts > 0).length,
      confirmed: count('confirmed'),
      refused: count('refused'),
      pending: count('pending'),
      unknown: count('unknown'),
      retried: callbacks.filter((c) => c.attempts > 1).length,
    },
    debit: totals('debit'),
    credit: totals('credit'),
    rollback: totals('rollback'),
    rounds: {
      total: rounds.length,
      settled: rounds.filter((r) => r.status === 'settled').length,
      rolledBack: rounds.filter((r) => r.status === 'rolled_back').length,
      open: rounds.filter((r) => r.status === 'open').length,
      pending: rounds.filter((r) => r.status === 'pending').length,
    },
    mismatches: rounds.flatMap((r) => {
      const reason = mismatchOf(r);
      return reason ? [{ roundId: r.round_id, status: r.status, reason }] : [];
    }),
  };
}
