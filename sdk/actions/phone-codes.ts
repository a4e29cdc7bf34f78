import type { Core } from './core';
import { PlatformError } from '../client/platform-error';
import type { PhoneProviderSession } from '../client/phone-provider';
import { e164 } from '../contract/phone-number';
import { phoneAuthCode, PHONE_PROVIDER_COUNTDOWN_SECONDS } from '../rules/phone-auth';

/** A provider failure as the forms show platform refusals: its message code, under `field`. */
const failure = (error: unknown, field: 'mobileNum' | 'verificationCode') => {
  const code = phoneAuthCode(error);
  return new PlatformError(code, code, 0, { field });
};

/**
 * SPEC §7's phone-code provider (firebase), the brand's alternative to its own SMS (`info.sms` of
 * the status: `firebase` true). The provider's SDK loads with the first code sent, and only then.
 * `send` has it text the code (the countdown is one minute on this route, SPEC §4); `idToken`
 * trades the typed code for the token the platform registers or logs in by. A provider failure
 * throws a PlatformError whose code is one of SPEC §8's messages (`rules.PHONE_AUTH_CODES`).
 */
export function phoneCodeActions(core: Core) {
  let session: Promise<PhoneProviderSession> | undefined;
  const open = () =>
    (session ??= import('../client/phone-provider').then((m) =>
      m.phoneProviderSession(core.state.status.value!.info.sms!, core.state.language.value),
    )).catch((error: unknown) => {
      session = undefined;
      throw error;
    });

  return {
    /** Whether the brand sends phone codes through the provider. */
    byProvider: () => core.state.status.value?.info.sms?.firebase === true,

    async send(phone: { mobile: string; dialingCode: string }): Promise<number> {
      try {
        await (await open()).send(e164(phone.dialingCode, phone.mobile));
      } catch (error) {
        throw failure(error, 'mobileNum');
      }
      return PHONE_PROVIDER_COUNTDOWN_SECONDS;
    },

    async idToken(code: string): Promise<string> {
      try {
        return await (await open()).idToken(code.trim());
      } catch (error) {
        throw failure(error, 'verificationCode');
      }
    },
  };
}
