import type { GameKind } from '../../platform/launches';

/** A game's own stylesheets and helper scripts, beside the shared ones: linked only by that game's page. */
const OWN: Partial<Record<GameKind, { styles?: string[]; scripts?: string[] }>> = {
  crash: { styles: ['crash.css'] },
  baccarat: {
    styles: ['baccarat.css', 'baccarat-bets.css'],
    scripts: ['baccarat-texts.js', 'baccarat-felt.js'],
  },
  fish: { styles: ['fish.css'], scripts: ['fish-texts.js', 'fish-shapes.js', 'fish-sea.js'] },
  sport: { styles: ['sport.css'], scripts: ['sport-texts.js', 'sport-bets.js', 'sport-slip.js'] },
};

/** The HTML shell of a demo game; the game itself is client/<kind>.js (scripts from this origin only). */
export function gamePage(kind: GameKind, language: string): string {
  const styles = ['games.css', ...(OWN[kind]?.styles ?? [])];
  const scripts = ['common.js', ...(OWN[kind]?.scripts ?? []), `${kind}.js`];
  const lang = /^[A-Z]{2}$/.test(language) ? language.toLowerCase() : 'es';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Croupier demo games</title>
${styles.map((file) => `<link rel="stylesheet" href="/play/assets/${file}">`).join('\n')}
</head>
<body class="game game--${kind}">
<main id="game" aria-live="polite"><p class="game__loading">…</p></main>
${scripts.map((file) => `<script src="/play/assets/${file}"></script>`).join('\n')}
</body>
</html>`;
}
