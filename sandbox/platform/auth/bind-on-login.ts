import type { LoginResult } from '@sdk/contract';
import { fromE164 } from '@sdk/shared-rules/phone-number';
import type { RequestContext } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { countries } from '../brand';
import { findById, findByPhone } from '../accounts';
import { bindProvedMobile } from '../security-centre';
import { phoneCodesByProvider, readPhoneToken } from './phone-provider/verify-phone-token';
import { loginWithPassword } from './login';

/**
 * The password login that follows "log in with an existing account" on the platform's page (C
 * 6662–6667, 7505–7516): after a provider login answered `bind_customer_required`, the page keeps
 * `{type: 'firebase', firebaseChannel, firebaseIdToken}` and merges it into the next username and
 * password login. The token is checked first, so a forged, expired or spent one costs no password
 * check and says nothing of the password. Then the login goes as any password login (captcha,
 * address verification, exclusion); once its session is open, the token's number is bound to the
 * account if the account has none and no account holds it, and only then is the token spent. A
 * login whose number could not be bound still logs in: the password proved the account, and the
 * number stays free (our reading: the page shows no answer for that case).
 */
export async function loginBindingNumber(
  ctx: RequestContext,
  input: {
    username: string;
    password: string;
    captcha?: string;
    captchaKey?: string;
    firebaseChannel?: string;
    firebaseIdToken?: string;
    loginDeviceId?: string;
  },
): Promise<LoginResult> {
  const { sandbox } = ctx;
  const { db } = sandbox;
  if (!(await phoneCodesByProvider(sandbox)))
    throw new Fault(403, 'feature_disabled', 'Login through the phone-code provider is not enabled');
  if (input.firebaseChannel !== 'sms' || !input.firebaseIdToken)
    throw new Fault(400, 'invalid_request', 'A provider login takes the sms channel and its ID token', {
      field: 'firebaseIdToken',
    });
  const token = await readPhoneToken(sandbox, input.firebaseIdToken);
  const phone = fromE164(
    token.phoneNumber,
    (await countries(db)).map((c) => c.countryDialingCode),
  );
  const result = await loginWithPassword(ctx, input);
  const bindable =
    phone !== undefined &&
    !(await findById(db, result.customerId))?.mobile &&
    // With its trunk zero or without, a number another account holds stays where it is.
    !(await findByPhone(db, phone.dialing, phone.mobile));
  // Spent before the bind, as a registration spends it: a token raced by a parallel call binds nothing.
  if (bindable && spendOnce(token)) await bindProvedMobile(ctx, result.customerId, phone);
  return result;
}

function spendOnce(token: { spend: () => void }): boolean {
  try {
    token.spend();
    return true;
  } catch {
    return false;
  }
}
