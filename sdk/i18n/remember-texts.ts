import type { i18n as I18n } from 'i18next';

/**
 * A first view asks for a few hundred texts, most of them by key alone, and each of i18next's
 * lookups parses the key and scans the text for nesting and interpolation: about a tenth of a
 * phone's main-thread time on the home page. A key asked without options always reads the same
 * until the language or the loaded texts change, so it is looked up once per change.
 *
 * Even once, i18next's lookup was a quarter of the phone's first render (a few hundred distinct
 * keys), so a key asked alone is read from the loaded texts directly, in the order i18next
 * resolves languages (the language, then English, then Spanish); a key naming a namespace, and a
 * text with interpolation or nesting, still go through i18next. remember-texts.test.ts holds the
 * two readings equal for every key of every pack.
 *
 * The portal applies it after `start()`; the partner runtime goes without (its 40 KB budget).
 *
 * @example
 * await croupier.start();
 * rememberPlainTexts(croupier.i18n);
 */
export function rememberPlainTexts(i18n: I18n): void {
  // i18next's TFunction is branded and overloaded: the wrapper speaks to it through a plain shape.
  const lookUp = i18n.t as unknown as (...args: unknown[]) => string;
  const plain = new Map<string, string>();
  const direct = (key: string): string | undefined => {
    if (key.includes(':')) return undefined;
    for (const code of i18n.languages ?? []) {
      const text: unknown = i18n.getResource(code, 'translation', key);
      if (typeof text === 'string') return text.includes('{{') || text.includes('$t(') ? undefined : text;
    }
    return undefined;
  };
  const forget = () => plain.clear();
  i18n.on('languageChanged', forget);
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  const t = (...args: unknown[]): string => {
    const key = args[0];
    if (typeof key !== 'string' || args.length > 1) return lookUp(...args);
    let text = plain.get(key);
    if (text === undefined) {
      text = direct(key) ?? lookUp(key);
      plain.set(key, text);
    }
    return text;
  };
  i18n.t = t as unknown as I18n['t'];
}
