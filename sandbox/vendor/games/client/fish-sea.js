// The fishing game's sea: the fish as buttons swimming over a cannon, picked by pointer or
// keyboard. It shows what the server stocked and what the game tells it; it decides nothing.
(() => {
  const G = window.CroupierGame;
  const F = window.FishShapes;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;

  /**
   * Mounts the sea in `sea`. `onPick(fish|null)` hears the aimed fish change, `onShoot(id)` a
   * fish clicked, tapped, or entered with the keyboard.
   */
  function mount(sea, { nameOf, onPick, onShoot }) {
    const fishes = new Map(); // id → { fish, button, x, y, leaving }
    let aimed = null;
    const barrel = G.el('div', { class: 'cannon__barrel' });
    sea.append(
      G.el('div', { class: 'cannon', 'aria-hidden': 'true' }, [
        barrel,
        G.el('div', { class: 'cannon__base' }),
      ]),
    );

    function aim(id) {
      aimed = fishes.has(id) ? id : null;
      for (const [key, { button }] of fishes) button.classList.toggle('fish--aimed', key === aimed);
      onPick(aimed ? fishes.get(aimed).fish : null);
    }

    /** The fish in order across the sea, for the arrow keys. */
    const inOrder = () => [...fishes.values()].filter((f) => !f.leaving).sort((a, b) => a.x - b.x);
    function step(from, by) {
      const order = inOrder();
      const at = order.findIndex((f) => f.fish.id === from);
      order[(at + by + order.length) % order.length]?.button.focus();
    }

    function add(fish) {
      const button = G.el(
        'button',
        { type: 'button', class: `fish fish--${fish.species}`, 'aria-label': nameOf(fish) },
        [
          F.draw(fish.species),
          G.el('span', { class: 'fish__pays', 'aria-hidden': 'true', text: `${fish.pays}×` }),
        ],
      );
      button.addEventListener('click', () => onShoot(fish.id));
      button.addEventListener('focus', () => aim(fish.id));
      button.addEventListener('keydown', (event) => {
        const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        if (!by) return;
        event.preventDefault();
        step(fish.id, by);
      });
      // The lowest grid slot no fish holds: where it waits when fish hold still.
      const taken = new Set([...fishes.values()].filter((f) => !f.leaving).map((f) => f.slot));
      let slot = 0;
      while (taken.has(slot)) slot++;
      fishes.set(fish.id, { fish, button, x: 0, y: 0, slot });
      sea.append(button);
    }

    /** Keyboard players keep their place: focus moves to the nearest fish, not to the page's top. */
    function passFocus(entry) {
      if (document.activeElement !== entry.button) return;
      inOrder()
        .filter((f) => f !== entry)
        .sort((a, b) => Math.abs(a.x - entry.x) - Math.abs(b.x - entry.x))[0]
        ?.button.focus();
    }

    function remove(id) {
      const entry = fishes.get(id);
      if (!entry) return;
      passFocus(entry);
      fishes.delete(id);
      entry.button.remove();
      if (aimed === id) aim(null);
    }

    const started = performance.now();
    function swim() {
      const t = (performance.now() - started) / 1000;
      const width = sea.clientWidth;
      const height = sea.clientHeight;
      // Bigger on a wide sea, never below a comfortable tap on a phone.
      const scale = Math.max(0.9, Math.min(1.45, width / 540));
      for (const entry of fishes.values()) {
        if (entry.leaving) continue;
        const size = F.size(entry.fish.species) * scale;
        const at = F.swim(entry.fish.path, entry.fish.species, t, still ? entry.slot : undefined);
        entry.x = at.x * width;
        entry.y = at.y * height;
        entry.button.style.width = `${size}px`;
        entry.button.style.transform = `translate(${entry.x - size / 2}px, ${entry.y}px)`;
        entry.button.classList.toggle('fish--left', at.direction < 0);
      }
      requestAnimationFrame(swim);
    }
    requestAnimationFrame(swim);

    return {
      aimed: () => aimed,
      /** A fish still to be aimed at (not one leaving with its catch). */
      fish: (id) => (fishes.get(id)?.leaving ? undefined : fishes.get(id)?.fish),
      /** Shows the server's pool: new fish swim in, fish no longer there (caught ones after their show) leave. */
      stock(pool) {
        const ids = new Set(pool.map((f) => f.id));
        for (const fish of pool) if (!fishes.has(fish.id)) add(fish);
        for (const [id, entry] of fishes) if (!ids.has(id) && !entry.leaving) remove(id);
      },
      /** The cannon turns to the fish and a shot flies to it while the server decides. */
      fire(id) {
        const entry = fishes.get(id);
        const from = { x: sea.clientWidth / 2, y: sea.clientHeight - 28 };
        const to = { x: entry.x, y: entry.y + entry.button.offsetHeight / 2 };
        barrel.style.transform = `rotate(${(Math.atan2(to.x - from.x, from.y - to.y) * 180) / Math.PI}deg)`;
        if (still) return Promise.resolve();
        const bullet = G.el('div', { class: 'bullet', 'aria-hidden': 'true' });
        sea.append(bullet);
        const flight = bullet.animate(
          [
            { transform: `translate(${from.x}px, ${from.y}px)` },
            { transform: `translate(${to.x}px, ${to.y}px)` },
          ],
          { duration: 260, easing: 'ease-out' },
        );
        return flight.finished.then(() => bullet.remove());
      },
      /** A catch: the fish spins away and its payout rises from where it was. */
      caught(id, text) {
        const entry = fishes.get(id);
        if (!entry) return;
        // Focus first: a leaving fish is no target, and a disabled button would drop the focus.
        passFocus(entry);
        entry.leaving = true;
        entry.button.tabIndex = -1;
        entry.button.classList.add('fish--caught');
        const coin = G.el('span', { class: 'fish__coin', 'aria-hidden': 'true', text });
        // Kept inside the sea: a fish caught at the edge still shows its whole payout.
        const x = Math.max(8, Math.min(entry.x - 30, sea.clientWidth - 8 - 12 * text.length));
        coin.style.transform = `translate(${x}px, ${entry.y}px)`;
        sea.append(coin);
        setTimeout(() => coin.remove(), 1400);
        setTimeout(() => remove(id), still ? 0 : 700);
      },
    };
  }

  window.FishSea = { mount };
})();
