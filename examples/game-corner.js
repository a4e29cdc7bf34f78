/* global Croupier -- the queue this snippet defines on window */
// The script-tag snippet (see script-tag.js): in a file so the page runs under a CSP that allows
// scripts from its own origin only.
window.Croupier =
  window.Croupier ||
  function () {
    (Croupier.q = Croupier.q || []).push(arguments);
  };
Croupier('init', { merchant: 'CROUPIER' });
Croupier('mount', 'notices', '#croupier-notices');
Croupier('mount', 'winners-board', '#croupier-winners');
Croupier('mount', 'lobby', '#croupier-lobby', { category: 'RNG' });
Croupier('mount', 'lottery', '#croupier-lottery', { variant: 'elott' });
