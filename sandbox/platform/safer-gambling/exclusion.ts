import type { Exclusion, ExclusionDuration, ExclusionKind } from '@sdk/contract';
import { exclusionKindOf, exclusionUntil } from '@sdk/shared-rules/safer-gambling';
import type { Sandbox } from '../../core/context';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { findById } from '../accounts';
import { verifyPassword } from '../../core/ciphers/password';
import { revokeAccountSessions } from '../../core/sessions/sessions';
import { endLaunches } from '../launches';
import { recordChange } from './history';
import { excluded, exclusionOf } from './guards';
import { insertExclusion, lockAccount } from './repository';

export interface ExclusionRequest {
  kind: ExclusionKind;
  duration: ExclusionDuration;
  password: string;
}

/**
 * Takes a time-out or self-excludes, at once and for good: the login password proves it is the
 * player (a session left open on someone else's screen cannot close the account for five years),
 * then every session of the member ends and their game pages close. Nothing shortens it: the
 * member can no longer call anything, and an exclusion already in force refuses another one (two
 * racing requests queue on the account lock; the second finds the first).
 */
export async function exclude(
  sandbox: Sandbox,
  accountId: number,
  request: ExclusionRequest,
): Promise<Exclusion> {
  if (exclusionKindOf(request.duration) !== request.kind)
    throw new Fault(400, 'field_invalid', `${request.duration} is not a duration of a ${request.kind}`, {
      field: 'duration',
    });
  // Each try costs a password hash, like a password change.
  const limit = sandbox.limits.passwordChangeByAccount.hit(`exclude:${accountId}`);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  const account = (await findById(sandbox.db, accountId))!;
  // An account with no login password (a partner's player) has only its session to show.
  if (
    account.password_hash.startsWith('scrypt$') &&
    !(await verifyPassword(request.password, account.password_hash))
  )
    throw new Fault(400, 'password_incorrect', 'The password is not correct', { field: 'password' });
  const now = sandbox.now();
  const exclusion: Exclusion = { kind: request.kind, until: exclusionUntil(request.duration, now.getTime()) };
  await sandbox.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const current = await exclusionOf(tx, accountId, now);
    if (current) throw excluded(current);
    await insertExclusion(tx, {
      accountId,
      kind: request.kind,
      duration: request.duration,
      startedAt: now,
      until: new Date(exclusion.until),
    });
    await recordChange(tx, accountId, now, {
      change: request.kind === 'timeOut' ? 'time_out' : 'self_exclusion',
      until: new Date(exclusion.until),
    });
    await revokeAccountSessions(tx, sandbox.sessionCache, accountId, now);
    await endLaunches(tx, accountId, now);
  });
  // Again after the commit: a call racing the transaction may have cached a session it still saw open.
  sandbox.sessionCache.forgetAccount(accountId);
  return exclusion;
}
