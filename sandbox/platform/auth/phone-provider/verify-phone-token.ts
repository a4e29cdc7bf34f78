import type { Sandbox } from '@sandbox/core/context';
import { Fault } from '@sandbox/core/http/fault';
import { wallNow } from '@sandbox/core/clock/clock';
import { checkIdToken, IdTokenRefused, tokenDigest } from './id-token';
import { emulatorUser } from './emulator-lookup';

const refused = (reason: string) =>
  new Fault(400, 'phone_token_invalid', 'The phone number could not be confirmed, please send a new code', {
    field: 'verificationCode',
    reason,
  });

/**
 * Whether the brand sends phone codes through the provider (SPEC §7's firebase alternative)
 * instead of its own SMS: the whitelabel-like setting `phoneCodeRoute`.
 */
export const phoneCodesByProvider = async (sandbox: Sandbox) =>
  (await sandbox.settings.get('phoneCodeRoute')) === 'firebase';

/**
 * Proves that whoever holds `idToken` received a code on `phoneNumber` (E.164, `+` and digits):
 * the provider's token, checked as the provider prescribes (id-token.ts), confirmed by the local
 * emulator when the brand's provider is that emulator, and for this number. Answers `spend`, which
 * the caller runs once the token has done its work: a token proves once (a second login or
 * registration with it is refused, as a spent SMS code is), but a login refused with
 * `bind_customer_required` leaves it unspent, since the platform's page then registers with it.
 */
export async function confirmPhoneToken(
  sandbox: Sandbox,
  idToken: string,
  phoneNumber: string,
): Promise<{ spend: () => void }> {
  const token = await readPhoneToken(sandbox, idToken);
  if (token.phoneNumber !== phoneNumber) throw refused('another_number');
  return token;
}

/**
 * The number a provider's ID token proves (E.164), with every check of confirmPhoneToken but the
 * number's: for a call that names no number of its own (registerAuto), the token's is the one.
 */
export async function readPhoneToken(
  sandbox: Sandbox,
  idToken: string,
): Promise<{ phoneNumber: string; spend: () => void }> {
  const { projectId, apiKey } = await sandbox.settings.get('phoneProvider');
  const emulator = sandbox.config.phoneProviderEmulator;
  const nowMs = wallNow(sandbox).getTime();
  let keys;
  try {
    keys = emulator ? new Map() : await sandbox.phoneProvider.keys(nowMs);
  } catch {
    throw new Fault(
      503,
      'phone_provider_unavailable',
      'Phone verification is unavailable, please try again later',
    );
  }
  let claims;
  try {
    claims = checkIdToken(idToken, {
      projectId,
      nowMs,
      emulator: emulator !== undefined,
      publicKeyFor: (kid) => keys.get(kid),
    });
  } catch (error) {
    if (error instanceof IdTokenRefused) throw refused(error.reason);
    throw error;
  }
  if (emulator) {
    const user = await emulatorUser(emulator, apiKey, idToken).catch(() => undefined);
    if (!user || user.localId !== claims.sub || user.phoneNumber !== claims.phoneNumber)
      throw refused('unknown_user');
  }
  const digest = tokenDigest(idToken);
  // A token that has done its work is refused before anything is looked up with it.
  if (sandbox.phoneProvider.spent.has(digest, nowMs)) throw refused('spent');
  return {
    phoneNumber: claims.phoneNumber,
    spend: () => {
      if (!sandbox.phoneProvider.spent.remember(digest, nowMs)) throw refused('spent');
    },
  };
}
