/* global Croupier -- the queue this snippet defines on window */
// The script-tag snippet (see script-tag.js), in a file so the page runs under a CSP that allows
// scripts from its own origin only. `?page=` on this page's address picks the agent centre's page.
window.Croupier =
  window.Croupier ||
  function () {
    (Croupier.q = Croupier.q || []).push(arguments);
  };
Croupier('init', { merchant: 'CROUPIER' });
Croupier('mount', 'balance-bar', '#croupier-balance');
Croupier('mount', 'auth', '#croupier-auth', { freePlay: false });
Croupier('mount', 'agent-centre', '#croupier-agent-centre', {
  page: new URLSearchParams(location.search).get('page') || 'agentTeamOverview',
});
