import { expect } from 'vitest';
import { startProviderEmulator } from '../../sandbox/platform/auth/phone-provider/emulator';
import { contract } from '../../sdk/contract/table';
import { startTestSandbox, type TestSandbox } from './harness';

/**
 * A sandbox whose brand sends phone codes through the provider's local emulator, and what the
 * page's provider SDK does with it: send a code through the platform's front, sign in with it, and
 * hold the ID token the platform logs in or registers by.
 */
export async function startProviderSandbox() {
  const emulator = await startProviderEmulator('demo-croupier');
  const sandbox = await startTestSandbox({ phoneProviderEmulator: emulator.host });
  return {
    sandbox,
    close: async () => {
      await sandbox.close();
      emulator.stop();
    },
  };
}

export function providerSteps(sandbox: TestSandbox) {
  let counter = 0;
  const step = async (path: string, body: unknown) => {
    const answer = await sandbox.app.inject({
      method: 'POST',
      url: `/identitytoolkit.googleapis.com/v1/${path}?key=demo-croupier-key`,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      payload: JSON.stringify(body),
    });
    return { status: answer.statusCode, body: answer.json() };
  };
  return {
    freshNumber: () =>
      `94${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`,
    freshIp: () => `10.78.${counter % 250}.${counter++ % 250}`,

    route: (value: 'platform' | 'firebase') =>
      sandbox.request({
        method: 'POST',
        url: '/sandbox/settings',
        payload: { key: 'phoneCodeRoute', value },
      }),

    flag: (modId: string, enabled: boolean) =>
      sandbox.request({ method: 'POST', url: '/sandbox/flags', payload: { modId, enabled } }),

    async idTokenFor(mobile: string, dialing = '63'): Promise<string> {
      const phoneNumber = `+${dialing}${mobile}`;
      const sent = await step('accounts:sendVerificationCode', { phoneNumber, recaptchaToken: 'emulator' });
      expect(sent.status).toBe(200);
      const code = await sandbox.request({
        method: 'GET',
        url: `/sandbox/phone-provider/code?phoneNumber=${encodeURIComponent(phoneNumber)}`,
      });
      const signedIn = await step('accounts:signInWithPhoneNumber', {
        sessionInfo: sent.body.sessionInfo,
        code: (code.body.value as { code: string }).code,
      });
      expect(signedIn.status).toBe(200);
      return signedIn.body.idToken as string;
    },

    providerLogin: (mobile: string, idToken: string, ip?: string) =>
      sandbox.call(
        contract.login,
        {
          type: 'firebase',
          firebaseChannel: 'sms',
          firebaseIdToken: idToken,
          firebaseMobileNo: mobile,
          countryDialingCode: '63',
        },
        { ip },
      ),

    /** The auto-username registration with what the page's register-new button sends (C 7031–7046). */
    registerAuto: (idToken: string, more: Record<string, unknown> = {}, ip?: string) =>
      sandbox.call(
        contract.registerAuto,
        {
          registerUrl: 'http://localhost:8080/',
          registerMethod: 'WEB',
          affiliateCode: '',
          domain: 'localhost:8080',
          referralCode: '',
          firebaseChannel: 'sms',
          firebaseIdToken: idToken,
          login: true,
          ...more,
        },
        { ip },
      ),
  };
}

/** The token with its claims edited and its signature dropped, as a forger would send it. */
export function forged(token: string, change: Record<string, unknown>) {
  const [header, body] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url')}.`;
}
