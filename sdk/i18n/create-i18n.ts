import i18next, { type i18n as I18n } from 'i18next';
import { core as esCore } from './resources/es/core';
import { textPack, toLocale } from './languages';
import type { PartLoaders, TranslationPart } from './part-loaders';

export type { TranslationPart };

export type { I18n };

type Loader = () => Promise<object>;
const pick = (name: string) => (module: Record<string, unknown>) => module[name] as object;
const partsOf = (module: { parts: PartLoaders }) => module.parts;

/**
 * A language's pack: its core, and an index of its other parts. Every part is a chunk loaded on
 * demand (but Spanish core, bundled); the index keeps the runtime naming five chunks per language
 * less, which is what lets a language be added without outgrowing the runtime's budget.
 */
const PACKS: Readonly<Record<string, { core: Loader; parts: () => Promise<PartLoaders> }>> = {
  ES: { core: async () => esCore, parts: () => import('./resources/es/parts').then(partsOf) },
  EN: {
    core: () => import('./resources/en/core').then(pick('core')),
    parts: () => import('./resources/en/parts').then(partsOf),
  },
  PT: {
    core: () => import('./resources/pt/core').then(pick('core')),
    parts: () => import('./resources/pt/parts').then(partsOf),
  },
  TH: {
    core: () => import('./resources/th/core').then(pick('core')),
    parts: () => import('./resources/th/parts').then(partsOf),
  },
  AR: {
    core: () => import('./resources/ar/core').then(pick('core')),
    parts: () => import('./resources/ar/parts').then(partsOf),
  },
};

const loadPart = (code: string, part: TranslationPart): Promise<object> => {
  const pack = PACKS[code]!;
  return part === 'core' ? pack.core() : pack.parts().then((parts) => parts[part]());
};

export interface Translations {
  readonly i18n: I18n;
  /** Loads a part in the current language; resolves when ready. */
  require(part: TranslationPart): Promise<void>;
  /** Whether a part is ready in the current language. */
  has(part: TranslationPart): boolean;
  /** Loads every part in use in the new language, then switches to it. */
  switchLanguage(code: string): Promise<void>;
}

/**
 * An i18next instance with Spanish core bundled as the fallback (SPEC §1) and `language` loaded,
 * its core and the `initial` parts.
 */
export async function createTranslations(
  language: string,
  initial: readonly TranslationPart[] = [],
): Promise<Translations> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'es',
    // A language without a translation pack reads English, then Spanish (SPEC's default).
    fallbackLng: ['en', 'es'],
    resources: { es: { translation: esCore } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const parts = new Set<TranslationPart>(['core', ...initial]);
  const loaded = new Map<string, Promise<void>>([['ES:core', Promise.resolve()]]);
  const ready = new Set<string>(['ES:core']);

  const load = (code: string, part: TranslationPart): Promise<void> => {
    const key = `${code}:${part}`;
    let done = loaded.get(key);
    if (!done) {
      done = loadPart(code, part).then(
        (texts) => {
          i18n.addResourceBundle(toLocale(code), 'translation', texts, true, true);
          ready.add(key);
        },
        (error: unknown) => {
          loaded.delete(key);
          throw error;
        },
      );
      loaded.set(key, done);
    }
    return done;
  };
  /**
   * The pack a language reads (`textPack`: its own, or English's). Every pack fills Spanish's
   * keys (their types say so), so a part is loaded in that pack alone: Spanish parts beside it
   * would be requests on the first view that no text ever falls back to.
   */
  const packOf = textPack;
  const loadIn = (code: string, part: TranslationPart) => load(packOf(code), part);

  const translations: Translations = {
    i18n,
    async require(part) {
      parts.add(part);
      await loadIn(i18n.language ? fromLocaleCode(i18n.language) : 'ES', part);
    },
    has(part) {
      const code = fromLocaleCode(i18n.language ?? 'es');
      return ready.has(`${packOf(code)}:${part}`);
    },
    async switchLanguage(code) {
      // The indexes come with the core, so a part asked for later waits for its own chunk only.
      PACKS[packOf(code)]!.parts().catch(() => undefined);
      await Promise.all([...parts].map((part) => loadIn(code, part)));
      await i18n.changeLanguage(toLocale(code));
    },
  };
  await translations.switchLanguage(language);
  return translations;
}

const fromLocaleCode = (locale: string) => locale.replace('-', '_').toUpperCase();
