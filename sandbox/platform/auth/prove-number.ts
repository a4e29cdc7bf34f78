import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { spendSmsCode } from '../sms-codes';
import { e164 } from '@sdk/shared-rules/phone-number';
import { confirmPhoneToken, phoneCodesByProvider } from './phone-provider/verify-phone-token';

/**
 * A registration's proof that the mobile number is the player's: the platform's SMS code, or, when
 * the brand sends codes through the phone-code provider, the provider's ID token for that number
 * (SPEC §3: `firebaseChannel: 'sms'` and `firebaseIdToken`, added on submit). Either is spent
 * before the account is created, so a rollback cannot hand it back.
 */
export async function proveNumber(
  sandbox: Sandbox,
  input: { verificationCode?: string; firebaseChannel?: string; firebaseIdToken?: string },
  to: { dialing: string; mobile: string },
  now: Date,
): Promise<void> {
  if (!(await phoneCodesByProvider(sandbox))) {
    await spendSmsCode(sandbox.db, to, 'register', input.verificationCode ?? '', now);
    return;
  }
  if (input.firebaseChannel !== 'sms' || !input.firebaseIdToken)
    throw new Fault(400, 'phone_token_invalid', 'Please verify the phone number first', {
      field: 'verificationCode',
      reason: 'missing',
    });
  (await confirmPhoneToken(sandbox, input.firebaseIdToken, e164(to.dialing, to.mobile))).spend();
}
