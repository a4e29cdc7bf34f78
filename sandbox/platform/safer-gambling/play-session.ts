import type { PlaySession } from '@sdk/contract';
import { nextRealityCheckAt } from '@sdk/shared-rules/safer-gambling';
import type { Sandbox } from '../../core/context';
import { gameSums, toAmount } from '../ledger';
import { sessionStart } from '../../core/sessions/session-repository';
import { tokenHash } from '../../core/ciphers/tokens';
import { limitOf, realityCheckOf } from './repository';

/**
 * Far enough ahead to take every movement of this session: the ledger dates its movements by the
 * database's clock, which may run a hair ahead of this process's.
 */
const OPEN_END_MS = Date.parse('9999-12-31T00:00:00Z');

/**
 * This login so far, as the reality check shows it: its start (the session's creation on the
 * platform's clock), stakes, wins and net position at games since then from the ledger, the next
 * reminder and when the session limit ends it.
 */
export async function playSession(sandbox: Sandbox, accountId: number, token: string): Promise<PlaySession> {
  const { db } = sandbox;
  const now = sandbox.now().getTime();
  const started = (await sessionStart(db, tokenHash(token)))!.getTime();
  const [[sums], minutes, limit] = await Promise.all([
    gameSums(db, accountId, [{ startMs: started, endMs: OPEN_END_MS }]),
    realityCheckOf(db, accountId),
    limitOf(db, accountId, 'session', ''),
  ]);
  const limitMinutes = limit?.value ?? null;
  return {
    startedAt: started,
    now,
    staked: toAmount(sums!.staked),
    won: toAmount(sums!.won),
    net: toAmount(sums!.won - sums!.staked),
    realityCheckMinutes: minutes,
    nextCheckAt: nextRealityCheckAt(started, minutes, now),
    endsAt: limitMinutes === null ? null : started + limitMinutes * 60_000,
  };
}
