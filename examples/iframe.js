/* global Croupier -- the queue this snippet defines on window */
// Framing widgets (README "Embedding in an iframe"): the same snippet as for mounting, with
// `frame` instead of `mount`. Each frame holds its own session; this page's origin must be one of
// the brand's partner origins (CROUPIER_PARTNER_ORIGINS), or the frames refuse to load.
window.Croupier =
  window.Croupier ||
  function () {
    (Croupier.q = Croupier.q || []).push(arguments);
  };
Croupier('frame', 'auth', '#croupier-auth', { title: 'Account' });
Croupier('frame', 'winners-board', '#croupier-winners', { title: 'Latest winners' });

// A frame's events arrive as DOM events on its element (croupier:<event>), like a mounted widget's.
for (const name of ['session:started', 'session:ended', 'balance:changed']) {
  document.getElementById('croupier-auth').addEventListener('croupier:' + name, (event) => {
    const item = document.createElement('li');
    item.textContent = name + ' ' + JSON.stringify(event.detail);
    document.getElementById('event-log').append(item);
  });
}
