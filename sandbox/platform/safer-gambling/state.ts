import {
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  type LimitState,
  type ProtectionState,
  type RealityCheckMinutes,
} from '@sdk/contract';
import { limitPeriodWindow, limitRemaining } from '@sdk/shared-rules/safer-gambling';
import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { gameSums, toAmount } from '../ledger';
import { depositSumsIn, limitsOf, realityCheckOf, type LimitRow } from './repository';
import { toWire } from './values';

type Window = { startMs: number; endMs: number };

/** Deposits counted against a deposit limit in each window (minor units): paid or still waiting. */
export async function depositsIn(db: Queryable, accountId: number, windows: readonly Window[]) {
  const rows = await depositSumsIn(
    db,
    accountId,
    windows.map((w) => new Date(w.startMs)),
    windows.map((w) => new Date(w.endMs)),
  );
  return rows.map((r) => r.amount);
}

/** Net loss at games in each window (minor units): stakes less wins, negative while the player is ahead. */
export async function lossesIn(db: Queryable, accountId: number, windows: readonly Window[]) {
  return (await gameSums(db, accountId, windows)).map((s) => s.staked - s.won);
}

/** The brand's minimum age: 18 unless the brand setting asks for 21. */
export async function minimumAgeOf(sandbox: Sandbox): Promise<18 | 21> {
  return (await sandbox.settings.get('minimumAge')) === 21 ? 21 : 18;
}

const pendingView = (row: LimitRow | undefined) =>
  row?.pending_effective_at
    ? {
        value: toWire(row.kind, row.pending_value),
        requestedAt: new Date(row.pending_requested_at!).getTime(),
        effectiveAt: new Date(row.pending_effective_at).getTime(),
      }
    : null;

/** The member's limits as they stand, with what the current GMT+8 periods have used of them. */
export async function protectionState(sandbox: Sandbox, accountId: number): Promise<ProtectionState> {
  const { db } = sandbox;
  const now = sandbox.now().getTime();
  const windows = LIMIT_PERIODS.map((period) => limitPeriodWindow(period, now));
  const [rows, deposits, losses, realityCheckMinutes, minimumAge] = await Promise.all([
    limitsOf(db, accountId),
    depositsIn(db, accountId, windows),
    lossesIn(db, accountId, windows),
    realityCheckOf(db, accountId),
    minimumAgeOf(sandbox),
  ]);
  const limits: LimitState[] = MONEY_LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period, i): LimitState => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const used = (kind === 'deposit' ? deposits : losses)[i]!;
      const limit = row?.value ?? null;
      return {
        kind,
        period,
        value: toWire(kind, limit),
        used: toAmount(used),
        ...(limit === null ? {} : { remaining: toAmount(limitRemaining({ period, limit, used })) }),
        periodEndsAt: windows[i]!.endMs,
        pending: pendingView(row),
      };
    }),
  );
  const session = rows.find((r) => r.kind === 'session');
  limits.push({ kind: 'session', value: session?.value ?? null, pending: pendingView(session) });
  return { limits, realityCheckMinutes: realityCheckMinutes as RealityCheckMinutes | null, minimumAge };
}
