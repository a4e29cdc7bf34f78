import type { LoginResult } from '@sdk/contract';
import type { RequestContext } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { createSession } from '../../core/sessions/sessions';
import { recordLogin, recordMarks } from '../accounts';
import { insertReferral } from '../referral';

/**
 * What every registration does last, in its transaction: the referral its inviter earned, the
 * new account's first login (its count is 0, so this one is the first) with the address and
 * device it came from, and a session, answered as a login is.
 */
export async function openFirstSession(
  tx: Queryable,
  ctx: RequestContext,
  account: { id: number; username: string; referrerId: number | null; deviceId?: string },
  now: Date,
): Promise<LoginResult> {
  const { sandbox, ip } = ctx;
  if (account.referrerId !== null) await insertReferral(tx, account.id, account.referrerId, now);
  await recordLogin(tx, account.id, now, ip);
  await recordMarks(tx, account.id, { address: ip, device: account.deviceId }, now);
  const token = await createSession(
    tx,
    { accountId: account.id, ip, ttlMs: sandbox.config.sessionTtlMs },
    now,
  );
  return {
    token,
    firstTimeLogin: true,
    passwordExpired: false,
    userName: account.username,
    accountType: 0,
    customerId: account.id,
    changePasswordRequired: false,
  };
}
