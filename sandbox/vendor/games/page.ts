import type { GameKind } from '../../platform/launches';

/** A game's own stylesheet, beside the shared one: linked only by that game's page. */
const OWN_STYLES: Partial<Record<GameKind, string>> = { crash: 'crash.css', fish: 'fish.css' };

/** The HTML shell of a demo game; the game itself is client/<kind>.js (scripts from this origin only). */
export function gamePage(kind: GameKind, language: string): string {
  const own = OWN_STYLES[kind];
  const lang = /^[A-Z]{2}$/.test(language) ? language.toLowerCase() : 'es';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Croupier demo games</title>
<link rel="stylesheet" href="/play/assets/games.css">${own ? `\n<link rel="stylesheet" href="/play/assets/${own}">` : ''}
</head>
<body class="game game--${kind}">
<main id="game" aria-live="polite"><p class="game__loading">…</p></main>
<script src="/play/assets/common.js"></script>
<script src="/play/assets/${kind}.js"></script>
</body>
</html>`;
}
