/**
 * Platform language codes (upper-case, as they travel on the wire and in `hisLang`) with the
 * name each language has for itself. SPEC §1: about 40 codes; Spanish is the default.
 */
export const LANGUAGES: Readonly<Record<string, string>> = {
  ES: 'Español',
  EN: 'English',
  PT: 'Português',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  TL: 'Filipino',
  ZH: '简体中文',
  ZH_TW: '繁體中文',
  JA: '日本語',
  KO: '한국어',
  HI: 'हिन्दी',
  BN: 'বাংলা',
  TA: 'தமிழ்',
  TE: 'తెలుగు',
  UR: 'اردو',
  AR: 'العربية',
  FA: 'فارسی',
  HE: 'עברית',
  TR: 'Türkçe',
  RU: 'Русский',
  UK: 'Українська',
  PL: 'Polski',
  DE: 'Deutsch',
  FR: 'Français',
  IT: 'Italiano',
  NL: 'Nederlands',
  SV: 'Svenska',
  NO: 'Norsk',
  DA: 'Dansk',
  FI: 'Suomi',
  EL: 'Ελληνικά',
  CS: 'Čeština',
  HU: 'Magyar',
  RO: 'Română',
  BG: 'Български',
  KM: 'ខ្មែរ',
  MY: 'မြန်မာ',
  LO: 'ລາວ',
  TY: 'Tày',
};

/** SPEC §3: default language ES; supported EN and ES unless the brand says more. */
export const DEFAULT_LANGUAGE = 'ES';
export const DEFAULT_SUPPORTED_LANGUAGES: readonly string[] = ['ES', 'EN'];

/** Languages that ship with interface translations; others read English, then Spanish. */
export const TRANSLATED_LANGUAGES: readonly string[] = ['ES', 'EN', 'PT', 'TH', 'AR'];

/** The translation pack a language reads: its own, or English's when it has none. */
export const textPack = (code: string): string => (TRANSLATED_LANGUAGES.includes(code) ? code : 'EN');

/** The i18next (BCP 47) code of a platform code: ZH_TW → zh-TW. */
export function toLocale(code: string): string {
  const [base, region] = code.split('_');
  return region ? `${base!.toLowerCase()}-${region.toUpperCase()}` : base!.toLowerCase();
}

/** The platform code of a browser locale: pt-BR → PT_BR. */
export function fromLocale(locale: string): string {
  return locale.replace('-', '_').toUpperCase();
}

export const nativeName = (code: string) => LANGUAGES[code] ?? code;
