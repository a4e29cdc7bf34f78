/**
 * The phone-code provider's web configuration, as the platform hands it to the page (`info.sms`).
 * An operator puts their project's in the brand settings.
 *
 * @example
 * const project: ProviderProject = { apiKey, authDomain: 'acme.firebaseapp.com', projectId: 'acme' };
 */
export interface ProviderProject {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** A `demo-` project is the emulator's: nothing it does ever reaches Google. */
export const DEMO_PROVIDER_PROJECT: ProviderProject = {
  apiKey: 'demo-croupier-key',
  authDomain: 'demo-croupier.firebaseapp.com',
  projectId: 'demo-croupier',
};

declare module '../../brand/settings' {
  interface BrandSettings {
    /** The provider's web configuration, as the platform hands it to the page (`info.sms`). */
    phoneProvider: ProviderProject;
  }
}
