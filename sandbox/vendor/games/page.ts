/** The HTML shell of a demo game; the game itself is client/<kind>.js (scripts from this origin only). */
export function gamePage(kind: 'slot' | 'lottery' | 'crash', language: string): string {
  const lang = /^[A-Z]{2}$/.test(language) ? language.toLowerCase() : 'es';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Croupier demo games</title>
<link rel="stylesheet" href="/play/assets/games.css">${kind === 'crash' ? '\n<link rel="stylesheet" href="/play/assets/crash.css">' : ''}
</head>
<body class="game game--${kind}">
<main id="game" aria-live="polite"><p class="game__loading">…</p></main>
<script src="/play/assets/common.js"></script>
<script src="/play/assets/${kind}.js"></script>
</body>
</html>`;
}
