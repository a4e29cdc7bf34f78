import i18next, { type i18n as I18n } from 'i18next';
import { es } from './resources/es';
import type { Resources } from './resources/es';
import { toLocale } from './languages';

export type { I18n };

/** Translations other than Spanish load on demand, so a page carries only the language it shows. */
const LOADERS: Readonly<Record<string, () => Promise<Resources>>> = {
  EN: () => import('./resources/en').then((m) => m.en),
  PT: () => import('./resources/pt').then((m) => m.pt),
  TH: () => import('./resources/th').then((m) => m.th),
};

async function ensureLoaded(i18n: I18n, code: string) {
  const locale = toLocale(code);
  const load = LOADERS[code];
  if (load && !i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await load());
  }
}

/**
 * An i18next instance with Spanish bundled as the fallback (SPEC §1) and `language` loaded.
 * A language without its own translation shows Spanish text.
 */
export async function createI18n(language: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'es',
    fallbackLng: 'es',
    resources: { es: { translation: es } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchI18nLanguage(i18n, language);
  return i18n;
}

/** Loads a language's translation if needed and switches to it. */
export async function switchI18nLanguage(i18n: I18n, code: string) {
  await ensureLoaded(i18n, code);
  await i18n.changeLanguage(toLocale(code));
}
