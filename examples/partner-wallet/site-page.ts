/** HTML-escapes text for the page. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Goal Rush page: a login form, or the player's wallet and Croupier's lobby in a frame. */
export function sitePage({ player, portal }: { player?: string; portal: string }) {
  const body = player
    ? `<header><h1>Goal Rush</h1><p class="me">Signed in as <strong>${escape(player)}</strong> ·
        Goal Rush wallet: <strong id="wallet" aria-live="polite">…</strong></p></header>
       <main><div id="games"></div>
       <section aria-label="Croupier events"><h2>Events from the frame</h2><ul id="event-log"></ul></section></main>`
    : `<header><h1>Goal Rush</h1></header>
       <main><form id="login"><h2>Log in to Goal Rush</h2>
         <label for="player">Player id</label><input id="player" name="player" autocomplete="username" required>
         <button>Log in</button><p id="login-error" role="alert"></p></form></main>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Goal Rush · casino</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f1ea;color:#1b1b1b}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;padding:12px 24px;background:#12402f;color:#fff}
header h1{margin:0;font-size:1.4rem}.me{margin:0}
main{max-width:1200px;margin:24px auto;padding:0 16px;display:grid;gap:24px}
form{display:grid;gap:8px;max-width:320px;background:#fff;padding:24px;border-radius:8px}
input,button{font:inherit;padding:8px 12px;border-radius:6px;border:1px solid #999}
button{background:#12402f;color:#fff;border:0;cursor:pointer}
section{background:#fff;border-radius:8px;padding:12px 16px;font:13px/1.5 ui-monospace,monospace}
section h2{margin:0 0 8px;font-size:14px}
</style>
</head>
<body data-portal="${escape(portal)}">
${body}
<script type="module" src="/site.js"></script>
<script async src="${escape(portal)}/embed/v2/croupier.js"></script>
</body>
</html>`;
}

/** The page's script: the partner's login, its wallet's balance, and the framed lobby. */
export const SITE_SCRIPT = `
window.Croupier = window.Croupier || function () { (Croupier.q = Croupier.q || []).push(arguments); };
const form = document.getElementById('login');
form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const answer = await fetch('/site/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ player: form.player.value }),
  });
  if (answer.ok) location.reload();
  else document.getElementById('login-error').textContent = (await answer.json()).error;
});
const games = document.getElementById('games');
if (games) {
  const wallet = document.getElementById('wallet');
  const refresh = async () => {
    const me = await (await fetch('/site/me')).json();
    wallet.textContent = (me.balance / 100).toFixed(2) + ' ' + me.currency;
    wallet.dataset.minor = String(me.balance);
  };
  void refresh();
  setInterval(refresh, 2000);
  const log = (text) => {
    const item = document.createElement('li');
    item.textContent = text;
    document.getElementById('event-log').append(item);
  };
  for (const name of ['session:started', 'balance:changed', 'error'])
    games.addEventListener('croupier:' + name, (event) => {
      log(name + ' ' + JSON.stringify(event.detail));
      if (name === 'balance:changed') void refresh();
    });
  // Our server asks Croupier for a one-time ticket for this player; the frame signs them in with it.
  const { ticket, partner } = await (await fetch('/site/ticket', { method: 'POST' })).json();
  Croupier('frame', 'lobby', '#games', { title: 'Games', category: 'RNG', ticket, partner });
}
`;
