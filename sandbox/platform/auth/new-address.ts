import type { LoginVerificationMethods } from '@sdk/contract';
import type { RequestContext } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { flagEnabled } from '../brand';
import { addressStanding, type AccountRow } from '../accounts';
import { bankHolderNames } from '../security-centre';

/**
 * The second steps a login from a new address can take (C 24560–24780: payeeName, sms, ga, email).
 * The sandbox has no authenticator app to bind, so `ga` is never offered.
 */
async function methodsOf(ctx: RequestContext, account: AccountRow): Promise<LoginVerificationMethods> {
  return {
    payeeName: (await bankHolderNames(ctx.sandbox.db, account.id)).length > 0,
    sms: account.mobile !== null && account.dialing_code !== null,
    ga: false,
    email: account.email !== null,
  };
}

/**
 * LOGINIPVERF3: a right password from an address the account never registered or logged in from
 * is not enough; the page must prove the player with one of the account's bound details. An
 * account with no address on record, or with nothing bound to check, logs in as before (nothing
 * could be compared or asked). The account's failed-login count is not cleared here, so guesses at
 * the second step are counted with the password's and meet the same captcha.
 */
export async function demandVerification(ctx: RequestContext, account: AccountRow) {
  const { db } = ctx.sandbox;
  if (!(await flagEnabled(db, 'LOGINIPVERF3'))) return;
  const standing = await addressStanding(db, account.id, ctx.ip);
  if (standing.known || !standing.any) return;
  const methods = await methodsOf(ctx, account);
  if (!Object.values(methods).some(Boolean)) return;
  throw new Fault(
    403,
    'login_verify_required',
    'Please verify this login: the account has not logged in from this address before',
    methods,
  );
}
