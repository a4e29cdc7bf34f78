import { DEMO_PROVIDER_PROJECT } from './project';
import { startProviderEmulator } from './emulator';

/**
 * PHONE_PROVIDER_EMULATOR=1: starts the phone-code provider's local emulator beside the platform
 * and points the platform at it (FIREBASE_AUTH_EMULATOR_HOST), unless that already names one.
 * Resolves with what it started (nothing when not asked). An emulator that will not start leaves
 * the portal serving, with the reason printed: only the provider's route needs it, and that route
 * then fails as it does when the provider is out of reach.
 */
export async function providerEmulatorFromEnv(env: NodeJS.ProcessEnv) {
  if (env.PHONE_PROVIDER_EMULATOR !== '1' || env.FIREBASE_AUTH_EMULATOR_HOST) return undefined;
  try {
    const emulator = await startProviderEmulator(DEMO_PROVIDER_PROJECT.projectId);
    env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    return emulator;
  } catch (error) {
    console.error(`PHONE_PROVIDER_EMULATOR=1, but ${(error as Error).message}`);
    return undefined;
  }
}
