import type { LoginResult } from '@sdk/contract';
import type { RequestContext } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { homeDialingCode } from '../brand';
import { findByMobile } from '../accounts';
import { e164 } from '@sdk/shared-rules/phone-number';
import { confirmPhoneToken, phoneCodesByProvider } from './phone-provider/verify-phone-token';
import { limitLogin, openSession } from './login';

/**
 * SPEC §7's provider route for a login by phone (the platform's page: C 6852–6890): the page has
 * the provider send the code and confirm it, then logs in with `type: 'firebase'`, the channel
 * `sms`, the provider's ID token and the number. The platform checks the token for that number; a
 * number no account uses answers `bind_customer_required`, and the page may then register with the
 * same token, which is why it is spent only once an account opens with it.
 */
export async function loginWithPhoneToken(
  ctx: RequestContext,
  input: {
    firebaseChannel?: string;
    firebaseIdToken?: string;
    firebaseMobileNo?: string;
    countryDialingCode?: string;
    loginDeviceId?: string;
  },
): Promise<LoginResult> {
  const { sandbox } = ctx;
  if (!(await phoneCodesByProvider(sandbox)))
    throw new Fault(403, 'feature_disabled', 'Login through the phone-code provider is not enabled');
  if (input.firebaseChannel !== 'sms' || !input.firebaseIdToken || !input.firebaseMobileNo)
    throw new Fault(
      400,
      'invalid_request',
      'A provider login takes the sms channel, its ID token and the number',
      {
        field: !input.firebaseIdToken ? 'firebaseIdToken' : 'firebaseMobileNo',
      },
    );
  limitLogin(ctx);
  const dialing = input.countryDialingCode ?? (await homeDialingCode(sandbox.db));
  const mobile = input.firebaseMobileNo.trim();
  const token = await confirmPhoneToken(sandbox, input.firebaseIdToken, e164(dialing, mobile));
  const account = await findByMobile(sandbox.db, dialing, mobile);
  if (!account)
    throw new Fault(
      400,
      'bind_customer_required',
      'No account uses this phone number (register to bind it)',
      {
        field: 'mobileNum',
      },
    );
  token.spend();
  return openSession(ctx, account, { deviceId: input.loginDeviceId });
}
