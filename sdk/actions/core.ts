import type { PlatformClient } from '../client/create-client';
import type { Translations } from '../i18n/create-i18n';
import type { CookieJar } from '../session/remembered-login';
import type { KeyValueStorage, SessionStore } from '../session/session-store';
import type { CroupierState } from '../state/create-state';
import type { Emitter } from '../state/events';

/**
 * What the page around the SDK provides; defaults come from the browser, tests pass their own.
 *
 * @example
 * const croupier = createCroupier({
 *   merchant: 'CROUPIER',
 *   environment: { host: () => 'casino.example', deviceLanguages: () => ['es-ES'] },
 * });
 */
export interface Environment {
  /** The host the page is served on (sent with the status call). */
  host(): string;
  /** Browser languages, most preferred first. */
  deviceLanguages(): readonly string[];
  /** Where the chosen language is kept across visits. */
  localStorage(): KeyValueStorage;
  /** Where "remember me" keeps the username. */
  cookies(): CookieJar;
  /** Opens the customer-service window (must run inside the click that asked for it). */
  openWindow(name: string, features: string): Window | null;
  /** Sets `<html lang>`. */
  setDocumentLanguage(locale: string): void;
}

/** The pieces every action works with. */
export interface Core {
  readonly client: PlatformClient;
  readonly state: CroupierState;
  readonly events: Emitter;
  readonly session: SessionStore;
  readonly env: Environment;
  /** Upper-case codes the brand offers. */
  readonly languages: readonly string[];
  /** Set once `start()` has run. */
  translations?: Translations;
}
