import type { GameKind } from '../../platform/launches';

/** A game's own stylesheet and helper scripts, beside the shared ones: linked only by that game's page. */
const OWN: Partial<Record<GameKind, { style?: string; scripts?: string[] }>> = {
  crash: { style: 'crash.css' },
  baccarat: { style: 'baccarat.css', scripts: ['baccarat-texts.js', 'baccarat-felt.js'] },
  fish: { style: 'fish.css', scripts: ['fish-texts.js', 'fish-shapes.js', 'fish-sea.js'] },
};

/** The HTML shell of a demo game; the game itself is client/<kind>.js (scripts from this origin only). */
export function gamePage(kind: GameKind, language: string): string {
  const own = OWN[kind]?.style;
  const scripts = ['common.js', ...(OWN[kind]?.scripts ?? []), `${kind}.js`];
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
${scripts.map((file) => `<script src="/play/assets/${file}"></script>`).join('\n')}
</body>
</html>`;
}
