/* global Croupier -- the queue this snippet defines on window */
// One framed game (README "Embedding in an iframe"): its cover and a play button; it plays in the
// frame, which grows to the game. `?vassalage=&gameId=` picks another game of the catalogue.
window.Croupier =
  window.Croupier ||
  function () {
    (Croupier.q = Croupier.q || []).push(arguments);
  };
const params = new URLSearchParams(location.search);
Croupier('frame', 'game', '#croupier-game', {
  title: 'Slot of the week',
  vassalage: params.get('vassalage') || 'JILI',
  gameId: params.get('gameId') || 'JILI-0001',
});

for (const name of ['session:started', 'balance:changed', 'game:changed']) {
  document.getElementById('croupier-game').addEventListener('croupier:' + name, (event) => {
    const item = document.createElement('li');
    item.textContent = name + ' ' + JSON.stringify(event.detail);
    document.getElementById('event-log').append(item);
  });
}
