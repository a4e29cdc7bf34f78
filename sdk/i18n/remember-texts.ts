import type { i18n as I18n } from 'i18next';

/**
 * A first view asks for a few hundred texts, most of them by key alone, and each of i18next's
 * lookups parses the key and scans the text for nesting and interpolation: about a tenth of a
 * phone's main-thread time on the home page. A key asked without options always reads the same
 * until the language or the loaded texts change, so it is looked up once per change.
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
  const forget = () => plain.clear();
  i18n.on('languageChanged', forget);
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  const t = (...args: unknown[]): string => {
    const key = args[0];
    if (typeof key !== 'string' || args.length > 1) return lookUp(...args);
    let text = plain.get(key);
    if (text === undefined) {
      text = lookUp(key);
      plain.set(key, text);
    }
    return text;
  };
  i18n.t = t as unknown as I18n['t'];
}
