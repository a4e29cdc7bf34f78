import { memoryStorage } from '../session/session-store';
import type { Environment } from './core';

/** The browser environment, read lazily so that importing the SDK never touches `window`. */
export function browserEnvironment(): Environment {
  return {
    host: () => globalThis.location?.host ?? '',
    deviceLanguages: () =>
      globalThis.navigator?.languages ?? (globalThis.navigator?.language ? [navigator.language] : []),
    localStorage: () => {
      try {
        return globalThis.localStorage ?? memoryStorage();
      } catch {
        return memoryStorage();
      }
    },
    cookies: () => globalThis.document ?? { cookie: '' },
    openWindow: (name, features) => globalThis.open?.('about:blank', name, features) ?? null,
    setDocumentLanguage: (locale) => {
      if (globalThis.document) document.documentElement.lang = locale;
    },
  };
}
