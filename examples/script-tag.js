/* global Croupier -- the queue this snippet defines on window */
// The snippet of README's "Embedding a widget": a queue that records calls until croupier.js
// arrives, which then replays them. It sits in a file, not inline, so this page runs under a CSP
// that allows scripts from its own origin only; on your page it may just as well be inline.
window.Croupier =
  window.Croupier ||
  function () {
    (Croupier.q = Croupier.q || []).push(arguments);
  };
Croupier('init', { merchant: 'CROUPIER' });
Croupier('mount', 'balance-bar', '#croupier-balance', { loginButton: false });
Croupier('mount', 'auth', '#croupier-auth');

// Widgets announce what happens as DOM events on their element (croupier:<event>).
for (const name of ['session:started', 'session:ended', 'balance:changed']) {
  document.getElementById('croupier-auth').addEventListener('croupier:' + name, (event) => {
    const item = document.createElement('li');
    item.textContent = name + ' ' + JSON.stringify(event.detail);
    document.getElementById('event-log').append(item);
  });
}
