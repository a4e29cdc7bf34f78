/* global Croupier -- the queue this snippet defines on window */
// The script-tag snippet (see script-tag.js), in a file so the page runs under a CSP that allows
// scripts from its own origin only. `?page=` on this page's address picks the agent centre's page;
// `?framed` frames the centre (its session then stays on the portal's origin) instead of mounting it.
window.Croupier =
  window.Croupier ||
  function () {
    (Croupier.q = Croupier.q || []).push(arguments);
  };
const params = new URLSearchParams(location.search);
const page = params.get('page') || 'agentTeamOverview';
if (params.has('framed')) {
  Croupier('frame', 'agent-centre', '#croupier-agent-centre', { title: 'Agent centre', page });
} else {
  Croupier('init', { merchant: 'CROUPIER' });
  Croupier('mount', 'balance-bar', '#croupier-balance');
  Croupier('mount', 'auth', '#croupier-auth', { freePlay: false });
  Croupier('mount', 'agent-centre', '#croupier-agent-centre', { page });
}
