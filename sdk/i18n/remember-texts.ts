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
 * text with nesting, still go through i18next. remember-texts.test.ts holds the two readings equal
 * for every key of every pack.
 *
 * A text asked with values only for its `{{name}}` placeholders (a card's "Play {{name}} by
 * {{vendor}}", a category's menu label) is filled in here too: a member's home asks for about a
 * hundred, and i18next's path for them was about half of the first render's task. Counts
 * (plurals), a context, any other option, a formatted or nested placeholder, or a value missing go
 * to i18next.
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
  const templates = new Map<string, Template | null>();
  /** The loaded text of a key, in i18next's order of languages; none for a namespaced key. */
  const raw = (key: string): string | undefined => {
    if (key.includes(':')) return undefined;
    for (const code of i18n.languages ?? []) {
      const text: unknown = i18n.getResource(code, 'translation', key);
      if (typeof text === 'string') return text;
    }
    return undefined;
  };
  const templateOf = (key: string): Template | null => {
    let template = templates.get(key);
    if (template === undefined) {
      const text = raw(key);
      template = text === undefined ? null : parseTemplate(text);
      templates.set(key, template);
    }
    return template;
  };
  /** A text without placeholders or nesting: the template of one part. */
  const direct = (key: string): string | undefined => {
    const template = templateOf(key);
    return template && template.names.length === 0 ? template.parts[0] : undefined;
  };
  const forget = () => {
    plain.clear();
    templates.clear();
  };
  i18n.on('languageChanged', forget);
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  const t = (...args: unknown[]): string => {
    const key = args[0];
    if (typeof key !== 'string') return lookUp(...args);
    if (args.length > 1) {
      const template = args.length === 2 ? templateOf(key) : null;
      return (template && fill(template, args[1])) ?? lookUp(...args);
    }
    let text = plain.get(key);
    if (text === undefined) {
      text = direct(key) ?? lookUp(key);
      plain.set(key, text);
    }
    return text;
  };
  i18n.t = t as unknown as I18n['t'];
}

/** A text cut at its placeholders: `parts` has one more entry than `names`. */
interface Template {
  parts: string[];
  names: string[];
}

/** i18next's own options: a call naming one of them changes how the text is found or made. */
const OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'defaultValue',
  'replace',
  'interpolation',
  'skipInterpolation',
  'postProcess',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'keySeparator',
  'nsSeparator',
]);

/** A text whose every placeholder is a bare name (`{{ name }}`), or null: formats, nesting, `{{- x}}`. */
function parseTemplate(text: string): Template | null {
  if (text.includes('$t(')) return null;
  const pieces = text.split(/\{\{([^{}]*)\}\}/);
  const parts: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    if (i % 2 === 0) {
      if (pieces[i]!.includes('{{') || pieces[i]!.includes('}}')) return null;
      parts.push(pieces[i]!);
      continue;
    }
    const name = pieces[i]!.trim();
    if (!/^[A-Za-z_]\w*$/.test(name) || OPTIONS.has(name)) return null;
    names.push(name);
  }
  return { parts, names };
}

/**
 * The template with `values` in its placeholders, or undefined where i18next must decide: a value
 * that is not a string or a number, one missing, or an option that is not a placeholder.
 */
function fill(template: Template, values: unknown): string | undefined {
  if (typeof values !== 'object' || values === null || Object.getPrototypeOf(values) !== Object.prototype)
    return undefined;
  const given = values as Record<string, unknown>;
  for (const name of Object.keys(given))
    if (OPTIONS.has(name) || !template.names.includes(name)) return undefined;
  let text = template.parts[0]!;
  for (let i = 0; i < template.names.length; i++) {
    const value = given[template.names[i]!];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    text += String(value) + template.parts[i + 1]!;
  }
  return text;
}
