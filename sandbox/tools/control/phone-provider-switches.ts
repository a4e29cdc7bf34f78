import { defineEndpoint } from '@sdk/contract/endpoint';
import { Nothing, Type } from '@sdk/contract/schema';
import { Fault, notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import { getSetting } from '../../platform/brand';
import type { Sandbox } from '../../core/context';

/**
 * The provider's failures SPEC §8 gives a message for, as the provider names them on the wire (its
 * web SDK makes `auth/<lower-case, dashes>` of each). INTERNAL_ERROR has no message of its own: the
 * page shows the unknown-error text. POPUP_CLOSED_BY_USER belongs to the provider's sign-in popups;
 * armed here it reaches the page as the real one would.
 */
export const PROVIDER_FAILURES = [
  'INVALID_PHONE_NUMBER',
  'MISSING_PHONE_NUMBER',
  'TOO_MANY_ATTEMPTS_TRY_LATER',
  'INTERNAL_ERROR',
  'INVALID_CODE',
  'MISSING_VERIFICATION_CODE',
  'SESSION_EXPIRED',
  'CAPTCHA_CHECK_FAILED',
  'QUOTA_EXCEEDED',
  'OPERATION_NOT_ALLOWED',
  'POPUP_CLOSED_BY_USER',
] as const;

const ProviderFailure = Type.Object(
  {
    error: Type.Union(PROVIDER_FAILURES.map((code) => Type.Literal(code))),
    on: Type.Union([Type.Literal('send'), Type.Literal('verify')]),
  },
  { additionalProperties: false },
);

export const phoneProviderSwitchEndpoints = {
  failPhoneProvider: defineEndpoint({
    name: 'failPhoneProvider',
    method: 'POST',
    path: '/sandbox/phone-provider/failure',
    tag: 'sandbox',
    summary:
      "Makes the phone-code provider's next `send` (sending a code) or `verify` (signing in with it) fail with " +
      '`error`, once, as the real provider answers it (needs FIREBASE_AUTH_EMULATOR_HOST)',
    request: ProviderFailure,
    response: ProviderFailure,
  }),
  phoneProviderCode: defineEndpoint({
    name: 'phoneProviderCode',
    method: 'GET',
    path: '/sandbox/phone-provider/code',
    tag: 'sandbox',
    summary: 'The last code the phone-code provider sent to `phoneNumber` (E.164): what the phone would show',
    request: Type.Object({ phoneNumber: Type.String({ pattern: '^\\+[0-9]{6,17}$' }) }),
    response: Type.Object({ phoneNumber: Type.String(), code: Type.String() }),
  }),
  clearPhoneProvider: defineEndpoint({
    name: 'clearPhoneProvider',
    method: 'POST',
    path: '/sandbox/phone-provider/clear',
    tag: 'sandbox',
    summary: "Disarms a failure and forgets every code and user the provider's emulator holds",
    request: Type.Object({}),
    response: Nothing,
  }),
} as const;

function emulatorOf(sandbox: Sandbox): string {
  const host = sandbox.config.phoneProviderEmulator;
  if (!host) throw new Fault(409, 'phone_provider_off', 'The sandbox runs without the provider emulator');
  return host;
}

const codesUrl = async (sandbox: Sandbox) =>
  `http://${emulatorOf(sandbox)}/emulator/v1/projects/${(await getSetting(sandbox.db, 'phoneProvider')).projectId}`;

export const phoneProviderSwitches: HandlersOf<typeof phoneProviderSwitchEndpoints> = {
  async failPhoneProvider(failure, { sandbox }) {
    emulatorOf(sandbox);
    sandbox.phoneProvider.failure = failure;
    return failure;
  },

  async phoneProviderCode({ phoneNumber }, { sandbox }) {
    const answer = await fetch(`${await codesUrl(sandbox)}/verificationCodes`);
    const { verificationCodes = [] } = (await answer.json()) as {
      verificationCodes?: { phoneNumber: string; code: string }[];
    };
    const sent = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1);
    if (!sent) throw notFound(`No code was sent to ${phoneNumber}`);
    return { phoneNumber, code: sent.code };
  },

  async clearPhoneProvider(_input, { sandbox }) {
    await clearPhoneProvider(sandbox);
    return null;
  },
};

/** No armed failure, no spent token remembered, and an emulator without users or codes. */
export async function clearPhoneProvider(sandbox: Sandbox) {
  sandbox.phoneProvider.failure = undefined;
  sandbox.phoneProvider.spent.clear();
  if (!sandbox.config.phoneProviderEmulator) return;
  await fetch(`${await codesUrl(sandbox)}/accounts`, { method: 'DELETE' }).catch(() => undefined);
}
