/* global Croupier -- the queue this snippet defines on window */
// A framed lobby (README "Embedding in an iframe"): games open over the whole page
// (`gameLayout: 'fullscreen'`) and the frame shrinks back to the lobby when the player leaves.
window.Croupier =
  window.Croupier ||
  function () {
    (Croupier.q = Croupier.q || []).push(arguments);
  };
Croupier('frame', 'lobby', '#croupier-lobby', { title: 'Games', gameLayout: 'fullscreen' });

for (const name of ['session:started', 'balance:changed', 'game:changed']) {
  document.getElementById('croupier-lobby').addEventListener('croupier:' + name, (event) => {
    const item = document.createElement('li');
    item.textContent = name + ' ' + JSON.stringify(event.detail);
    document.getElementById('event-log').append(item);
  });
}
