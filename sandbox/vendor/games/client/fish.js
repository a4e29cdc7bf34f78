// The demo fishing game: fish swim in a sea the server stocks, and the player shoots at them.
// The page only names its target; the server decides every shot, takes the stake and pays catches.
(() => {
  const G = window.CroupierGame;
  const F = window.FishShapes;

  async function start() {
    const root = document.getElementById('game');
    const session = await G.open(root);
    if (!session) return;
    const money = (amount) => G.money(amount, session.currencySymbol);
    const url = `/play/api/fish/state?launch=${encodeURIComponent(G.launch)}`;
    let stakeIndex = 0;
    let busy = false;

    const nameOf = (fish) => `${G.t(fish.species)}, ${G.t('pays')} ${fish.pays}×`;
    const balanceText = G.el('strong', { 'data-testid': 'game-balance', text: money(session.balance) });
    const message = G.el('p', { class: 'game__message', role: 'status', 'data-testid': 'game-message' });
    const stakeText = G.el('output', { 'data-testid': 'game-stake' });
    const less = G.el('button', {
      class: 'btn btn--round',
      type: 'button',
      'aria-label': `${G.t('stake')} – ${G.t('less')}`,
      text: '−',
    });
    const more = G.el('button', {
      class: 'btn btn--round',
      type: 'button',
      'aria-label': `${G.t('stake')} – ${G.t('more')}`,
      text: '+',
    });
    const targetText = G.el('output', { class: 'fish__target', text: G.t('noTarget') });
    const shootButton = G.el('button', {
      class: 'btn btn--spin',
      type: 'button',
      text: G.t('shoot'),
      disabled: true,
    });
    const tallyValues = Object.fromEntries(
      ['shots', 'catches', 'spent', 'won'].map((key) => [key, G.el('dd', { 'data-testid': `fish-${key}` })]),
    );
    const seaElement = G.el('section', { class: 'sea', 'aria-label': G.t('sea') });
    const sea = window.FishSea.mount(seaElement, {
      nameOf,
      onPick(fish) {
        targetText.textContent = fish ? `${G.t('target')}: ${nameOf(fish)}` : G.t('noTarget');
        shootButton.disabled = !fish;
      },
      onShoot: (id) => shoot(id),
    });

    const say = (text, win = false) => {
      message.textContent = text;
      message.classList.toggle('game__message--win', win);
    };
    const setStake = (index) => {
      stakeIndex = Math.max(0, Math.min(session.stakes.length - 1, index));
      stakeText.textContent = money(session.stakes[stakeIndex]);
      less.disabled = stakeIndex === 0;
      more.disabled = stakeIndex === session.stakes.length - 1;
    };
    setStake(0);
    less.addEventListener('click', () => setStake(stakeIndex - 1));
    more.addEventListener('click', () => setStake(stakeIndex + 1));

    function show(state) {
      balanceText.textContent = money(state.balance);
      tallyValues.shots.textContent = String(state.tally.shots);
      tallyValues.catches.textContent = String(state.tally.caught);
      tallyValues.spent.textContent = money(state.tally.cost);
      tallyValues.won.textContent = money(state.tally.won);
      sea.stock(state.pool);
    }

    /** One shot at a time: the cannon fires while the server decides, then the page shows its answer. */
    async function shoot(id) {
      const fish = sea.fish(id);
      if (busy || !fish) return;
      busy = true;
      const name = G.t(fish.species);
      try {
        const flight = sea.fire(id);
        const answer = await G.confirming(
          message,
          G.api('/play/api/fish/shoot', {
            launch: G.launch,
            fish: id,
            stake: session.stakes[stakeIndex],
            requestId: G.requestId(),
          }),
        );
        await flight;
        const { shot } = answer;
        if (shot.caught) {
          sea.caught(id, `+${money(shot.payout)}`);
          say(
            `${G.t('caught')}: ${name} (${shot.multiplier}×) · ${G.t('lastWin')} ${money(shot.payout)}`,
            true,
          );
        } else say(`${G.t('missed')}: ${name}`);
        show(answer);
        G.notify('balance', { balance: answer.balance });
      } catch (error) {
        if (error.code === 'fish_gone') {
          say(G.t('gone'));
          show(await G.api(url));
        } else if (error.code === 'too_many_shots') say(G.t('tooFast'));
        else {
          say(G.errorText(error, session.currencySymbol));
          if (error.code === 'insufficient_balance')
            G.notify('balance-low', { stake: session.stakes[stakeIndex] });
        }
      } finally {
        busy = false;
      }
    }
    shootButton.addEventListener('click', () => sea.aimed() && shoot(sea.aimed()));

    const tallyRow = (key) => G.el('div', {}, [G.el('dt', { text: G.t(key) }), tallyValues[key]]);
    root.innerHTML = '';
    root.append(
      G.el('header', { class: 'game__head' }, [
        G.el('div', {}, [
          G.el('h1', { text: session.game.name }),
          G.el('p', { class: 'game__vendor', text: `${G.t('demo')} ${session.game.vendor}` }),
        ]),
        session.mode === 'fun' ? G.el('span', { class: 'badge', text: G.t('fun') }) : null,
        G.el('p', { class: 'game__balance' }, [G.el('span', { text: `${G.t('balance')} ` }), balanceText]),
      ]),
      seaElement,
      message,
      G.el('div', { class: 'controls controls--fish' }, [
        G.el('div', { class: 'stake' }, [G.el('span', { text: G.t('stake') }), less, stakeText, more]),
        targetText,
        shootButton,
      ]),
      G.el('section', { class: 'fish__tally', 'aria-labelledby': 'fish-tally' }, [
        G.el('h2', { id: 'fish-tally', text: G.t('tally') }),
        G.el('dl', {}, ['shots', 'catches', 'spent', 'won'].map(tallyRow)),
      ]),
      G.el('p', { class: 'game__hint', text: `${G.t('howTo')} ${G.t('rules')}` }),
    );
    try {
      const state = await G.api(url);
      show(state);
      root.append(paytable(state.species));
    } catch (error) {
      say(G.errorText(error, session.currencySymbol));
    }
  }

  const paytable = (species) =>
    G.el('table', { class: 'paytable fish__paytable' }, [
      G.el('caption', { text: G.t('paytable') }),
      G.el(
        'tbody',
        {},
        species.map((s) =>
          G.el('tr', {}, [
            G.el('td', {}, [F.draw(s.id)]),
            G.el('td', { text: s.boss ? `${G.t(s.id)} · ${G.t('boss')}` : G.t(s.id) }),
            G.el('td', { class: 'fish__multiplier', text: `${s.pays}×` }),
          ]),
        ),
      ),
    ]);
  start();
})();
