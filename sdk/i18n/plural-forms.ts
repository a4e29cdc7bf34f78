type Texts = { readonly [key: string]: unknown };

/**
 * A pack written with English's two plural forms (`_one`, `_other`), given the forms its language
 * asks for: i18next looks up `key_few` for 3 in Arabic, and without it would read the next
 * language's text. Each missing form reads the pack's own `_other`, which its translators wrote to
 * hold for any count. Forms the pack has are kept.
 */
export function withPluralForms<T extends object>(texts: T, locale: string): T {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const fill = (node: Texts): Texts => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = value !== null && typeof value === 'object' ? fill(value as Texts) : value;
      if (!key.endsWith('_other')) continue;
      const stem = key.slice(0, -'other'.length);
      for (const form of forms) if (!(`${stem}${form}` in node)) out[`${stem}${form}`] = value;
    }
    return out;
  };
  return fill(texts as Texts) as T;
}
