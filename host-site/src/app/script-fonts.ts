/**
 * Web fonts for the scripts a player's device may have no face for (SPEC §1's Thai, and Arabic),
 * fetched only once the portal speaks that language: their stylesheets are chunks of their own,
 * and each face's files are split by `unicode-range`, so only the glyphs in use are downloaded.
 * theme.css names both faces in `--cr-font`.
 */
const SCRIPT_FONTS: Readonly<Record<string, () => Promise<unknown>>> = {
  TH: () => import('@fontsource-variable/noto-sans-thai/index.css'),
  AR: () => import('@fontsource-variable/noto-sans-arabic/index.css'),
};

const requested = new Set<string>();

/** Loads the web font of `code`'s script, once, if it needs one. */
export function loadScriptFont(code: string): void {
  const load = SCRIPT_FONTS[code];
  if (!load || requested.has(code)) return;
  requested.add(code);
  // A font that does not arrive leaves the system's face, which is what the page had before.
  void load().catch(() => requested.delete(code));
}
