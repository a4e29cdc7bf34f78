// The demo baccarat table: one shared coup per game. The server's clock opens and closes the
// window and deals the cards; this page places chips, shows what it is told, and counts down.
(() => {
  const G = window.CroupierGame;
  const F = window.BaccaratFelt;
  // Top row the side bets, bottom row the two hands, as a live table's layout.
  const SPOTS = [
    ['playerPair', '11:1'],
    ['tie', '8:1'],
    ['bankerPair', '11:1'],
    ['player', '1:1'],
    ['banker', '0.95:1'],
  ];
  const SIDE = new Set(['tie', 'playerPair', 'bankerPair']);
  const cents = (amount) => Math.round(amount * 100);

  async function start() {
    const root = document.getElementById('game');
    const session = await G.open(root);
    if (!session) return;
    const money = (amount) => G.money(amount, session.currencySymbol);
    const chipValues = session.stakes.slice(0, 6);
    let state = null;
    let receivedAt = 0;
    let busy = false;
    let chipIndex = 0;
    // Chips on the felt not sent yet, in cents per spot, for the coup `chipsRound`.
    let chips = {};
    let chipsRound = null;
    let told = null;
    let phaseTold = null;
    let cardsShown = '';
    let roadShown = '';
    let balanceStale = true;

    const balanceText = G.el('strong', { 'data-testid': 'game-balance', text: money(session.balance) });
    // Redrawn four times a second: not a live region; phase changes are told in `message`.
    const phase = G.el('p', { class: 'bac__phase', 'data-testid': 'baccarat-phase' });
    const seated = G.el('p', { class: 'bac__seated', 'data-testid': 'baccarat-seated' });
    const message = G.el('p', {
      class: 'game__message bac__message',
      role: 'status',
      'data-testid': 'game-message',
    });
    const hands = G.el('div', { class: 'hands' });
    const spots = Object.fromEntries(SPOTS.map(([id, pays]) => [id, F.spot(id, pays, () => addChip(id))]));
    const spotGrid = G.el(
      'div',
      { class: 'spots', role: 'group', 'aria-label': G.t('yourChips') },
      Object.values(spots).map((s) => s.button),
    );
    const chipButtons = chipValues.map((value, i) =>
      F.chip(i, value, money(value), () => {
        chipIndex = i;
        chipButtons.forEach((b, j) => b.setAttribute('aria-pressed', String(j === i)));
      }),
    );
    const clearButton = G.el('button', {
      class: 'btn',
      type: 'button',
      text: G.t('clear'),
      onclick: () => setChips({}),
    });
    const placeButton = G.el('button', { class: 'btn btn--spin', type: 'button', text: G.t('placeBets') });
    const road = G.el('ol', { class: 'road', 'aria-labelledby': 'bac-road' });
    const tally = G.el('p', { class: 'bac__tally' });
    const hash = G.el('code', { class: 'bac__hash' });
    const nextHash = G.el('code', { class: 'bac__hash' });
    const lastSeed = G.el('code', { class: 'bac__hash', 'data-testid': 'baccarat-last-seed' });
    const limits = G.el('p', { class: 'bac__limits' });
    // Not a live region: `message` has told it already.
    const lastOwn = G.el('p', { class: 'bac__own', 'data-testid': 'baccarat-own-result', hidden: true });

    const say = (text, win = false) => {
      message.textContent = text;
      message.classList.toggle('game__message--win', win);
    };
    const ownBet = () => (state && state.bet && state.bet.round === state.round.id ? state.bet : null);
    const open = () => state && state.round.phase === 'betting' && !ownBet() && !busy;

    function setChips(next) {
      chips = next;
      render();
    }

    function addChip(id) {
      if (!open()) return;
      const chip = cents(chipValues[chipIndex]);
      const max = SIDE.has(id) ? state.limits.sideMax : state.limits.max;
      if ((chips[id] || 0) + chip > cents(max)) return say(`${G.t('overLimit')} ${money(max)}`);
      setChips({ ...chips, [id]: (chips[id] || 0) + chip });
    }

    /**
     * A settled bet's result, said once: the coup's result and what came back. It stays under the
     * chips after the message moves on, so a player who looked away still finds what the bet did.
     */
    function ownResult(bet) {
      const coup =
        bet.round === state.round.id ? state.round.result : state.road.find((r) => r.id === bet.round);
      if (!coup) return;
      told = bet.round;
      const text =
        bet.status === 'refunded' ? G.t('failed') : `${F.resultText(coup)}. ${F.ownText(bet, coup, money)}`;
      const won = bet.status !== 'refunded' && cents(bet.payout) > cents(bet.stake);
      say(text, won);
      lastOwn.textContent = `${G.t('yourLastCoup')} ${text}`;
      lastOwn.classList.toggle('bac__own--win', won);
      lastOwn.hidden = false;
    }

    function render() {
      const round = state.round;
      const bet = ownBet();
      if (chipsRound !== round.id) {
        chips = {};
        chipsRound = round.id;
      }
      balanceText.textContent = money(state.balance);
      seated.textContent = `${G.t('seated')} ${state.seated}`;
      const key = JSON.stringify([round.id, round.player, round.banker, round.result]);
      if (key !== cardsShown) {
        cardsShown = key;
        const won = (side) => round.result && round.result.winner === side;
        hands.replaceChildren(
          F.hand('player', round.player, F.totalOf(round.player), won('player')),
          F.hand('banker', round.banker, F.totalOf(round.banker), won('banker')),
        );
      }
      for (const [id] of SPOTS) {
        const on = bet ? cents(bet.spots[id] || 0) : chips[id] || 0;
        spots[id].amount.textContent = on ? money(on / 100) : '';
        spots[id].button.disabled = !open();
        spots[id].button.classList.toggle('spot--won', Boolean(round.result && wins(id, round.result)));
      }
      chipButtons.forEach((b) => (b.disabled = !open()));
      const none = Object.keys(chips).length === 0;
      placeButton.disabled = !open() || none;
      clearButton.disabled = !open() || none;
      const roadKey = state.road.map((r) => r.id).join();
      if (roadKey !== roadShown) {
        roadShown = roadKey;
        road.replaceChildren(...F.road(state.road));
        tally.replaceChildren(...F.tally(state.road));
      }
      hash.textContent = round.hash;
      nextHash.textContent = state.nextHash;
      // The seed once the coup is dealt: with it anyone shuffles the same shoe and deals it again.
      lastSeed.textContent = round.seed || (state.road[0] && state.road[0].seed) || '–';
      limits.textContent = `${G.t('limits')}: ${money(state.limits.min)} – ${money(state.limits.max)}; ${G.t('sideLimit')} ${money(state.limits.sideMax)}`;
      const at = `${round.id}:${round.phase}`;
      if (phaseTold !== at) {
        phaseTold = at;
        if (round.phase === 'betting' && !bet) say(G.t('betsOpen'));
        else if (round.phase === 'dealing') say(G.t('noMoreBets'));
        else if (round.phase === 'result') say(F.resultText(round.result));
      }
      const last = state.bet;
      if (last && ['settled', 'refunded'].includes(last.status) && told !== last.round) ownResult(last);
    }

    const wins = (id, r) =>
      id === 'playerPair' ? r.playerPair : id === 'bankerPair' ? r.bankerPair : r.winner === id;

    function draw() {
      if (state) {
        const round = state.round;
        if (round.phase === 'betting') {
          const left = Math.max(0, round.countdownMs - (performance.now() - receivedAt));
          phase.textContent = `${G.t('closesIn')} ${Math.ceil(left / 1000)} ${G.t('seconds')}`;
        } else phase.textContent = round.phase === 'dealing' ? G.t('dealing') : G.t('noMoreBets');
      }
    }
    setInterval(draw, 250);

    let polling;
    async function poll() {
      clearTimeout(polling);
      try {
        // The balance only when it may have moved without this page (a bet settled at the result).
        const withBalance = balanceStale;
        balanceStale = false;
        const next = await G.api(
          `/play/api/baccarat/state?launch=${encodeURIComponent(G.launch)}${withBalance ? '' : '&balance=0'}`,
        );
        const known = state ? state.balance : session.balance;
        if (!withBalance) next.balance = known;
        else if (next.balance !== known) G.notify('balance', { balance: next.balance });
        const before = state && state.bet;
        state = next;
        if (before && state.bet && before.round === state.bet.round && before.status !== state.bet.status)
          balanceStale = true;
        receivedAt = performance.now();
        render();
        draw();
      } catch (error) {
        if (error.code === 'launch_expired' || error.code === 'session_limit_reached') {
          say(G.errorText(error, session.currencySymbol));
          return;
        }
      }
      // Quicker while the cards come out, so each is seen as it is dealt.
      clearTimeout(polling);
      polling = setTimeout(poll, balanceStale ? 50 : state && state.round.phase === 'dealing' ? 300 : 900);
    }

    placeButton.addEventListener('click', async () => {
      if (!open()) return;
      busy = true;
      render();
      try {
        const bets = Object.fromEntries(Object.entries(chips).map(([id, c]) => [id, c / 100]));
        const answer = await G.confirming(
          message,
          G.api('/play/api/baccarat/bet', {
            launch: G.launch,
            round: state.round.id,
            bets,
            requestId: G.requestId(),
          }),
        );
        say(G.t('placedBets'));
        state.balance = answer.balance;
        state.bet = answer.bet;
        chips = {};
        G.notify('balance', { balance: answer.balance });
      } catch (error) {
        const field = error.code === 'invalid_request' && error.value && error.value.field;
        say(
          field && field.startsWith('bets.')
            ? `${G.t('overLimit')} ${money(error.value.max)}`
            : G.errorText(error, session.currencySymbol),
        );
        if (error.code === 'insufficient_balance') G.notify('balance-low', { stake: chipValues[chipIndex] });
      } finally {
        busy = false;
        await poll();
      }
    });

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
      G.el('section', { class: 'felt', 'aria-label': session.game.name }, [
        G.el('div', { class: 'bac__bar' }, [phase, seated]),
        hands,
        message,
        spotGrid,
      ]),
      G.el('div', { class: 'controls controls--bac' }, [
        G.el('div', { class: 'chips', role: 'group', 'aria-label': G.t('chips') }, chipButtons),
        G.el('div', { class: 'bac__actions' }, [clearButton, placeButton]),
      ]),
      lastOwn,
      G.el('p', { class: 'game__hint', text: G.t('pickChip') }),
      G.el('section', { class: 'bac__road', 'aria-labelledby': 'bac-road' }, [
        G.el('h2', { id: 'bac-road', text: G.t('road') }),
        tally,
        road,
      ]),
      G.el('section', { class: 'bac__fair' }, [
        limits,
        G.el('p', { text: G.t('fairBaccarat') }),
        G.el('p', {}, [G.el('span', { text: `${G.t('hash')} ` }), hash]),
        G.el('p', {}, [G.el('span', { text: `${G.t('nextHash')} ` }), nextHash]),
        G.el('p', {}, [G.el('span', { text: `${G.t('lastSeed')} ` }), lastSeed]),
      ]),
    );
    await poll();
  }
  start();
})();
