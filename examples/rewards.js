/* global Croupier -- the queue this snippet defines on window */
// The script-tag snippet (see script-tag.js), in a file so the page runs under a CSP that allows
// scripts from its own origin only. `?promotion=N` opens that promotion first; `?framed` frames the
// promotions (their session then stays on the portal's origin) instead of mounting them.
window.Croupier =
  window.Croupier ||
  function () {
    (Croupier.q = Croupier.q || []).push(arguments);
  };
const params = new URLSearchParams(location.search);
const promotion = Number(params.get('promotion')) || undefined;
if (params.has('framed')) {
  Croupier('frame', 'promotions', '#croupier-promotions', { title: 'Promotions', promotion });
} else {
  Croupier('init', { merchant: 'CROUPIER' });
  Croupier('mount', 'balance-bar', '#croupier-balance');
  Croupier('mount', 'auth', '#croupier-auth', { freePlay: false });
  Croupier('mount', 'promotions', '#croupier-promotions', { promotion });
  Croupier('mount', 'vip', '#croupier-vip');
  Croupier('mount', 'point-mall', '#croupier-point-mall');
}
