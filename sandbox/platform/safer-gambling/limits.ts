import {
  LIMIT_COOLING_OFF_MS,
  type LimitKind,
  type LimitPeriod,
  type RealityCheckMinutes,
} from '@sdk/contract';
import { limitChangeTiming, limitValueError } from '@sdk/shared-rules/safer-gambling';
import type { Sandbox } from '../../core/context';
import { Fault, notFound } from '../../core/http/fault';
import { recordChange, type Change } from './history';
import {
  findRequest,
  insertRequest,
  limitOf,
  lockAccount,
  realityCheckOf,
  saveLimit,
  saveRealityCheck,
  type LimitRow,
} from './repository';
import { fromWire, periodKey } from './values';

export interface LimitRequest {
  requestId: string;
  kind: LimitKind;
  period?: LimitPeriod;
  value: number | null;
}

const NO_PENDING = { pending_value: null, pending_requested_at: null, pending_effective_at: null };

/** A session limit that now holds must reach the cached sessions (security/session-cache.ts). */
function sessionLimitChanged(sandbox: Sandbox, accountId: number, kind: LimitKind) {
  if (kind === 'session') sandbox.sessionCache.forgetAccount(accountId);
}

/**
 * Sets a limit (limitChangeTiming decides when it holds). At once: a first or lower limit, which
 * also drops a raise still waiting. After 24 hours and the player's confirmation: a higher limit
 * or none; asking for the same raise again keeps its first 24 hours, another raise starts anew.
 * The request id makes a replay answer without applying twice; other content under it is refused.
 */
export async function setLimit(sandbox: Sandbox, accountId: number, request: LimitRequest): Promise<void> {
  const { kind, value } = request;
  const period = periodKey(kind, request.period);
  const invalid = limitValueError(kind, value);
  if (invalid)
    throw new Fault(400, 'field_invalid', `That is not a valid ${kind} limit`, {
      field: 'value',
      reason: invalid,
    });
  const next = fromWire(kind, value);
  const fingerprint = `${kind}|${period}|${next ?? 'none'}`;
  const now = sandbox.now();
  let holdsNow = false;
  await sandbox.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const previous = await findRequest(tx, accountId, request.requestId);
    if (previous) {
      if (previous.fingerprint === fingerprint) return;
      throw new Fault(409, 'idempotency_conflict', 'That request id was already used for a different change');
    }
    await insertRequest(tx, { accountId, requestId: request.requestId, fingerprint, at: now });
    const row: LimitRow = (await limitOf(tx, accountId, kind, period)) ?? {
      kind,
      period,
      value: null,
      ...NO_PENDING,
    };
    const current = row.value;
    const waiting = row.pending_effective_at !== null;
    const changes: Change[] = [];
    if (limitChangeTiming(current, next) === 'now') {
      if (waiting) changes.push({ change: 'limit_raise_cancelled', from: current, to: row.pending_value });
      if (next !== current)
        changes.push({ change: current === null ? 'limit_set' : 'limit_lowered', from: current, to: next });
      if (waiting || next !== current)
        await saveLimit(tx, accountId, { ...row, value: next, ...NO_PENDING }, now);
      holdsNow = next !== current;
    } else if (!waiting || row.pending_value !== next) {
      const effectiveAt = new Date(now.getTime() + LIMIT_COOLING_OFF_MS);
      changes.push({ change: 'limit_raise_requested', from: current, to: next, effectiveAt });
      await saveLimit(
        tx,
        accountId,
        { ...row, pending_value: next, pending_requested_at: now, pending_effective_at: effectiveAt },
        now,
      );
    }
    for (const change of changes) await recordChange(tx, accountId, now, { kind, period, ...change });
  });
  if (holdsNow) sessionLimitChanged(sandbox, accountId, kind);
}

/**
 * Confirms a waiting raise or removal once its 24 hours are over (before: limit_confirm_too_early
 * with value.effectiveAt), or cancels it at any time. Nothing waiting: not_found.
 */
export async function confirmLimit(
  sandbox: Sandbox,
  accountId: number,
  request: { kind: LimitKind; period?: LimitPeriod; action: 'confirm' | 'cancel' },
): Promise<void> {
  const { kind, action } = request;
  const period = periodKey(kind, request.period);
  const now = sandbox.now();
  await sandbox.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const row = await limitOf(tx, accountId, kind, period);
    if (!row?.pending_effective_at) throw notFound('No change of this limit is waiting');
    const effectiveAt = new Date(row.pending_effective_at);
    if (action === 'confirm' && now.getTime() < effectiveAt.getTime())
      throw new Fault(
        409,
        'limit_confirm_too_early',
        'This change can be confirmed once its 24 hours are over',
        {
          effectiveAt: effectiveAt.getTime(),
        },
      );
    const confirmed = action === 'confirm';
    await saveLimit(
      tx,
      accountId,
      { ...row, value: confirmed ? row.pending_value : row.value, ...NO_PENDING },
      now,
    );
    await recordChange(tx, accountId, now, {
      change: confirmed ? 'limit_raise_confirmed' : 'limit_raise_cancelled',
      kind,
      period,
      from: row.value,
      to: row.pending_value,
    });
  });
  if (action === 'confirm') sessionLimitChanged(sandbox, accountId, kind);
}

/**
 * The reality check's interval holds at once, whichever way it changes: it reminds, it does not
 * limit anything the player could be held to.
 */
export async function setRealityCheck(
  sandbox: Sandbox,
  accountId: number,
  minutes: RealityCheckMinutes | null,
): Promise<void> {
  const now = sandbox.now();
  await sandbox.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const current = await realityCheckOf(tx, accountId);
    if (current === minutes) return;
    await saveRealityCheck(tx, accountId, minutes);
    await recordChange(tx, accountId, now, { change: 'reality_check_set', from: current, to: minutes });
  });
}
