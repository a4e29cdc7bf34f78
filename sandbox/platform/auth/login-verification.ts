import type { LoginResult, RequestOf } from '@sdk/contract';
import type { loginVerification } from '@sdk/contract/endpoints/session';
import type { RequestContext } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { flagEnabled } from '../brand';
import { clearFailedLogins, type AccountRow } from '../accounts';
import { bankHolderNames } from '../security-centre';
import { spendSmsCode } from '../sms-codes';
import { e164 } from '@sdk/shared-rules/phone-number';
import { confirmPhoneToken, phoneCodesByProvider } from './phone-provider/verify-phone-token';
import { checkPassword, openSession } from './login';

const refused = (field: string) =>
  new Fault(400, 'login_verify_failed', 'The verification does not match the account', { field });

/** Case, outer and repeated spaces do not matter in a name or an address. */
const loose = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const same = (typed: string | undefined, bound: string) =>
  typed !== undefined && loose(typed) === loose(bound);

/** Checks the one detail the chosen method names against what the account has bound. */
async function proveWith(
  ctx: RequestContext,
  account: AccountRow,
  input: RequestOf<typeof loginVerification>,
) {
  const { db } = ctx.sandbox;
  switch (input.method) {
    case 'E':
      if (!account.email || !same(input.email, account.email)) throw refused('email');
      return;
    case 'P': {
      const names = await bankHolderNames(db, account.id);
      if (!names.some((name) => same(input.payeeName, name))) throw refused('payeeName');
      return;
    }
    case 'S':
      if (!account.mobile || !account.dialing_code || input.mobileNum?.trim() !== account.mobile)
        throw refused('mobileNum');
      // On the provider's route the page confirms the code with the provider and sends its token
      // for the bound number (C 25136–25144); otherwise the code it asked for through
      // /wps/verification/sms/noLogin.
      if (await phoneCodesByProvider(ctx.sandbox)) {
        if (!input.firebaseIdToken) throw refused('verificationCode');
        const to = e164(account.dialing_code, account.mobile);
        (await confirmPhoneToken(ctx.sandbox, input.firebaseIdToken, to)).spend();
        return;
      }
      await spendSmsCode(
        db,
        { dialing: account.dialing_code, mobile: account.mobile },
        'login',
        input.verificationCode ?? '',
        ctx.sandbox.now(),
      );
      return;
    case 'G':
      throw refused('authCode');
  }
}

/**
 * POST /wps/session/login/verification: the page sends the username and password again with the
 * chosen proof (C 25050–25160) and is answered as a login. Everything a login checks is checked
 * again, so the step cannot be reached around the password or its captcha.
 */
export async function verifyLogin(
  ctx: RequestContext,
  input: RequestOf<typeof loginVerification>,
): Promise<LoginResult> {
  if (!(await flagEnabled(ctx.sandbox.db, 'LOGINIPVERF3')))
    throw new Fault(403, 'feature_disabled', 'Login verification is not enabled');
  const account = await checkPassword(ctx, input);
  await proveWith(ctx, account, input);
  await clearFailedLogins(ctx.sandbox.db, account.id);
  return openSession(ctx, account, { typedPassword: input.password, deviceId: input.loginDeviceId });
}
