export type PageKind = 'slot' | 'lottery' | 'crash' | 'baccarat';

/** Games with a stylesheet of their own besides games.css, loaded only by their page. */
const OWN_STYLES = new Set<PageKind>(['crash', 'baccarat']);

/** Scripts a game loads between common.js and its own: its texts and drawing helpers. */
const OWN_SCRIPTS: Partial<Record<PageKind, string[]>> = {
  baccarat: ['baccarat-texts.js', 'baccarat-felt.js'],
};

/** The HTML shell of a demo game; the game itself is client/<kind>.js (scripts from this origin only). */
export function gamePage(kind: PageKind, language: string): string {
  const lang = /^[A-Z]{2}$/.test(language) ? language.toLowerCase() : 'es';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Croupier demo games</title>
<link rel="stylesheet" href="/play/assets/games.css">${OWN_STYLES.has(kind) ? `\n<link rel="stylesheet" href="/play/assets/${kind}.css">` : ''}
</head>
<body class="game game--${kind}">
<main id="game" aria-live="polite"><p class="game__loading">…</p></main>
<script src="/play/assets/common.js"></script>
${(OWN_SCRIPTS[kind] ?? []).map((file) => `<script src="/play/assets/${file}"></script>\n`).join('')}<script src="/play/assets/${kind}.js"></script>
</body>
</html>`;
}
