/**
 * How one gets in (SPEC §3): registration, logging in by password, SMS code or the phone-code
 * provider, sessions and logging out, forgotten passwords; as others use it.
 */
export { openSession } from './login';
export { providerEmulatorFromEnv } from './phone-provider/emulator-env';
export { registerProviderFront } from './phone-provider/front';
export { createProviderKeys } from './phone-provider/google-keys';
export { DEMO_PROVIDER_PROJECT } from './phone-provider/project';
export { checkRegistrationFields } from './registration-fields';
