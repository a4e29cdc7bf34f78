/**
 * Croupier SDK: a typed client of the operator's platform API, session and state, i18n and the
 * portal's business rules, with no UI.
 *
 * @packageDocumentation
 * @module croupier
 */
export { VERSION, MAJOR_VERSION } from './version';
export { createCroupier, type Croupier, type CroupierOptions } from './runtime';
export {
  createClient,
  type PlatformClient,
  type ClientOptions,
  DEFAULT_TIMEOUT_MS,
} from './client/create-client';
export { PlatformError, isPlatformError } from './client/platform-error';
export { hybridCipher } from './client/hybrid-cipher';
export type { PayloadCipher, SealedPayload } from './client/cipher';
export type { CroupierEvents, CroupierEventName } from './state/events';
export type { CroupierState } from './state/create-state';
export type { ModalName } from './state/modals';
export * as rules from './rules';
export * as contract from './contract';
