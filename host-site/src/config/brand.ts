/** How an operator dresses the portal: one typed config, overridable by environment variables. */
export interface BrandConfig {
  /** Merchant code sent with every platform call. */
  readonly merchant: string;
  readonly name: string;
  /** Upper-case language codes offered in the picker. */
  readonly languages: readonly string[];
  readonly defaultLanguage: string;
  readonly theme: {
    /** The theme a first visit sees; visitors can switch. */
    readonly mode: 'dark' | 'light';
    /** Optional brand colours (CSS colours) replacing the default gold and violet. */
    readonly brand?: string;
    readonly accent?: string;
  };
  /**
   * The licence the operator holds, as its footer states it (e.g. "Curaçao eGaming, licence
   * 8048/JAZ"). The footer shows no licence mark without one: the portal never claims one for a
   * brand.
   */
  readonly licence?: string;
}

export const DEFAULT_BRAND: BrandConfig = {
  merchant: 'CROUPIER',
  name: 'Croupier',
  languages: ['ES', 'EN', 'PT', 'TH', 'AR'],
  defaultLanguage: 'ES',
  theme: { mode: 'dark' },
};

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

/**
 * The brand with environment overrides: BRAND_MERCHANT, BRAND_NAME, BRAND_LANGUAGES (comma list,
 * e.g. ES,EN,PT,TH), BRAND_DEFAULT_LANGUAGE, BRAND_THEME (dark|light), BRAND_COLOR, BRAND_ACCENT,
 * BRAND_LICENCE.
 */
export function brandFromEnv(
  env: Record<string, string | undefined>,
  base: BrandConfig = DEFAULT_BRAND,
): BrandConfig {
  const languages = list(env.BRAND_LANGUAGES) ?? base.languages;
  const defaultLanguage = env.BRAND_DEFAULT_LANGUAGE?.toUpperCase() ?? base.defaultLanguage;
  return {
    merchant: env.BRAND_MERCHANT ?? base.merchant,
    name: env.BRAND_NAME ?? base.name,
    languages,
    defaultLanguage: languages.includes(defaultLanguage) ? defaultLanguage : languages[0]!,
    ...((env.BRAND_LICENCE?.trim() || base.licence) && {
      licence: env.BRAND_LICENCE?.trim() || base.licence,
    }),
    theme: {
      mode: env.BRAND_THEME === 'light' ? 'light' : env.BRAND_THEME === 'dark' ? 'dark' : base.theme.mode,
      ...(env.BRAND_COLOR && COLOUR.test(env.BRAND_COLOR)
        ? { brand: env.BRAND_COLOR }
        : base.theme.brand
          ? { brand: base.theme.brand }
          : {}),
      ...(env.BRAND_ACCENT && COLOUR.test(env.BRAND_ACCENT)
        ? { accent: env.BRAND_ACCENT }
        : base.theme.accent
          ? { accent: base.theme.accent }
          : {}),
    },
  };
}

/** The id of the JSON script the server writes into index.html. */
export const BRAND_SCRIPT_ID = 'croupier-brand';

/** Reads the brand the server wrote into the page (or the defaults, if it wrote none). */
export function readBrand(doc: Document): BrandConfig {
  const text = doc.getElementById(BRAND_SCRIPT_ID)?.textContent;
  if (!text) return DEFAULT_BRAND;
  try {
    return { ...DEFAULT_BRAND, ...(JSON.parse(text) as Partial<BrandConfig>) };
  } catch {
    return DEFAULT_BRAND;
  }
}

/** The script tag that carries the brand; `<` is escaped so no value can close the tag. */
export function brandScript(brand: BrandConfig): string {
  const json = JSON.stringify(brand).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BRAND_SCRIPT_ID}">${json}</script>`;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe as an element's content and as any attribute's value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * index.html served for `brand`: its settings for the portal, and its name and theme wherever the
 * page shows them before the portal has started (the title, the splash a player sees first).
 */
export function brandPage(html: string, brand: BrandConfig): string {
  const name = escapeHtml(brand.name);
  return html
    .replace('<!--croupier-brand-->', brandScript(brand))
    .replace(/data-theme="[^"]*"/, `data-theme="${brand.theme.mode}"`)
    .replaceAll('>Croupier<', `>${name}<`)
    .replaceAll('aria-label="Croupier"', `aria-label="${name}"`);
}
