/** The platform's languages written right to left (SPEC §1's list: Arabic, Persian, Hebrew, Urdu). */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['AR', 'FA', 'HE', 'UR']);

/** The direction of a platform language code's text, for the `dir` attribute. */
export function textDirection(code: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(code.split('_')[0]!.toUpperCase()) ? 'rtl' : 'ltr';
}
