import type { LoginResult, RequestOf } from '@sdk/contract';
import type { registerAuto as RegisterAutoEndpoint } from '@sdk/contract/endpoints/account';
import { fromE164 } from '@sdk/shared-rules/phone-number';
import type { RequestContext } from '../../core/context';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { countries, flagEnabled, registerRules } from '../brand';
import { createAccount, findByPhone, findByUsername } from '../accounts';
import { generatedUsername } from './generated-username';
import { phoneCodesByProvider, readPhoneToken } from './phone-provider/verify-phone-token';
import { inviterOf } from './inviter';
import { openFirstSession } from './first-session';

/** Draws of a free generated name before giving up: with 10^8 names, a second draw is already rare. */
const NAME_DRAWS = 5;

const mobileTaken = () =>
  new Fault(409, 'mobile_taken', 'That mobile number is already registered', { field: 'mobileNum' });

/**
 * The platform's auto-username registration (`registerAuto`, C 6990–7080): a provider login the
 * platform answered `bind_customer_required` leaves its ID token unspent, and the page, when the
 * player picks "register new", sends that token alone. The number is the token's; the account gets
 * a generated username (generated-username.ts) and no password (stored as `!`, which no password
 * verifies, so only a phone login opens it until the member sets one by a phone reset); the number
 * is bound, and proved by the token. Then the token is spent and a session opens, as after a login.
 * Refused with nothing created: the brand's FIREBASECREATEACC3 off or its codes not on the
 * provider's route, a token the provider did not issue for this project or that expired or was
 * spent, a number of a country the brand does not serve, a number that already has an account
 * (after the token proved it, so only its holder learns that).
 */
export async function registerByPhoneToken(
  ctx: RequestContext,
  input: RequestOf<typeof RegisterAutoEndpoint>,
): Promise<LoginResult> {
  const { sandbox, language } = ctx;
  const { db } = sandbox;
  if (!(await flagEnabled(db, 'FIREBASECREATEACC3')) || !(await phoneCodesByProvider(sandbox)))
    throw new Fault(403, 'feature_disabled', 'This function is not enabled, please contact customer service');
  const limit = sandbox.limits.registerByIp.hit(ctx.clientKey);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);

  const token = await readPhoneToken(sandbox, input.firebaseIdToken);
  const phone = fromE164(
    token.phoneNumber,
    (await countries(db)).map((c) => c.countryDialingCode),
  );
  if (!phone)
    throw new Fault(400, 'phone_token_invalid', "This phone number's country is not served", {
      field: 'mobileNum',
      reason: 'country',
    });
  const { parentId, referrerId } = await inviterOf(db, input.affiliateCode, 'ignore');
  // Left unspent: the number's holder may still log in with it.
  if (await findByPhone(db, phone.dialing, phone.mobile)) throw mobileTaken();
  const rule = (await registerRules(db, 'username')).username;
  let username: string | undefined;
  for (let draw = 0; draw < NAME_DRAWS && !username; draw++) {
    const name = generatedUsername(rule);
    if (!name) break;
    if (!(await findByUsername(db, name))) username = name;
  }
  if (!username)
    throw new Fault(503, 'username_unavailable', 'No username could be made, please try again later');
  // Spent before the account is created, so a rollback cannot hand it back.
  token.spend();

  const now = sandbox.now();
  return db.transaction(async (tx) => {
    if (await findByPhone(tx, phone.dialing, phone.mobile)) throw mobileTaken();
    const id = await createAccount(
      tx,
      {
        username,
        passwordHash: null,
        type: 0,
        parentId,
        nickname: username,
        dialing: phone.dialing,
        mobile: phone.mobile,
        language,
      },
      now,
    );
    return openFirstSession(tx, ctx, { id, username, referrerId, deviceId: input.loginDeviceId }, now);
  });
}
