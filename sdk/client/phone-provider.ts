import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type Auth,
  type ConfirmationResult,
} from 'firebase/auth';
import type { PhoneCodeProvider } from '../contract/entities/system';

/** The provider's app of this page: one, named apart from any Firebase app the host page has. */
const APP_NAME = 'croupier-phone-codes';

/**
 * The phone-code provider's side of SPEC §7, with its own web SDK (Firebase, modular; loaded only
 * when a form sends a code on the provider's route): it sends the code to the phone, then trades
 * the code the player typed for an ID token, which goes to the platform. The provider's sign-in
 * lives in memory only and ends once the token is taken: nothing of it is stored in the browser.
 * With `emulatorUrl` (a platform running against the provider's local emulator) the SDK talks to
 * that emulator and needs no reCAPTCHA; on the real provider an invisible reCAPTCHA guards the send.
 */
export function phoneProviderSession(config: PhoneCodeProvider, language: string) {
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
      APP_NAME,
    );
  const auth: Auth = authOf(app, config.emulatorUrl);
  auth.languageCode = language.toLowerCase();
  let confirmation: ConfirmationResult | undefined;
  let container: HTMLElement | undefined;

  return {
    /** Sends a code to `phoneNumber` (E.164). Throws the provider's error (`code` auth/...). */
    async send(phoneNumber: string): Promise<void> {
      container?.remove();
      container = document.createElement('div');
      container.hidden = true;
      document.body.append(container);
      const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
      try {
        confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
      } finally {
        verifier.clear();
      }
    },

    /**
     * The ID token for the code the player typed. Without a code sent on this page the code has
     * expired, as the platform's page says (C 7149–7160).
     */
    async idToken(code: string): Promise<string> {
      if (!confirmation) throw Object.assign(new Error('No code was sent'), { code: 'auth/code-expired' });
      const { user } = await confirmation.confirm(code);
      const token = await user.getIdToken();
      await auth.signOut();
      return token;
    },
  };
}

export type PhoneProviderSession = ReturnType<typeof phoneProviderSession>;

const auths = new WeakMap<object, Auth>();

function authOf(app: ReturnType<typeof initializeApp>, emulatorUrl: string | undefined): Auth {
  let auth = auths.get(app);
  if (!auth) {
    auth = initializeAuth(app, { persistence: inMemoryPersistence });
    if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    auths.set(app, auth);
  }
  return auth;
}
