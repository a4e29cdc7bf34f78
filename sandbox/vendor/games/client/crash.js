// The demo crash game: one shared flight per game. The server's clock decides every bet and
// cash-out; this page only shows the round it is told about, animating the curve between polls.
(() => {
  const G = window.CroupierGame;
  const x = (multiplier) => `${Number(multiplier).toFixed(2)}×`;

  async function start() {
    const root = document.getElementById('game');
    const session = await G.open(root);
    if (!session) return;
    const money = (amount) => G.money(amount, session.currencySymbol);
    let state = null;
    let receivedAt = 0;
    let stakeIndex = 0;
    let busy = false;
    // The bet whose result was already told, so the live region says each result once.
    let told = null;
    let balanceStale = true;

    const balanceText = G.el('strong', { 'data-testid': 'game-balance', text: money(session.balance) });
    // Redrawn every frame: not a live region (a screen reader would hear nothing else); results
    // and phase changes are told in `message`.
    const multiplier = G.el('p', {
      class: 'crash__multiplier',
      'data-testid': 'crash-multiplier',
      text: x(1),
    });
    const phase = G.el('p', { class: 'crash__phase', 'data-testid': 'crash-phase' });
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
    const auto = G.el('input', {
      id: 'crash-auto',
      type: 'number',
      inputmode: 'decimal',
      min: '1.01',
      max: '1000',
      step: '0.01',
      placeholder: '2.00',
    });
    const betButton = G.el('button', { class: 'btn btn--spin', type: 'button', text: G.t('bet') });
    const cashButton = G.el('button', { class: 'btn btn--cash', type: 'button', text: G.t('cashOut') });
    const hash = G.el('code', { class: 'crash__hash' });
    const nextHash = G.el('code', { class: 'crash__hash' });
    const historyBody = G.el('tbody');

    const setStake = (index) => {
      stakeIndex = Math.max(0, Math.min(session.stakes.length - 1, index));
      stakeText.textContent = money(session.stakes[stakeIndex]);
      less.disabled = stakeIndex === 0;
      more.disabled = stakeIndex === session.stakes.length - 1;
    };
    setStake(0);
    less.addEventListener('click', () => setStake(stakeIndex - 1));
    more.addEventListener('click', () => setStake(stakeIndex + 1));

    const say = (text, win = false) => {
      message.textContent = text;
      message.classList.toggle('game__message--win', win);
    };

    const ownBet = () => (state && state.bet && state.bet.round === state.round.id ? state.bet : null);

    /** The multiplier now: the server's at its answer, carried on along the same curve since. */
    function shownMultiplier() {
      const round = state.round;
      if (round.phase !== 'flying') return round.multiplier;
      const elapsed = round.elapsedMs + (performance.now() - receivedAt);
      return Math.max(
        round.multiplier,
        Math.floor(100 * Math.exp((state.growthPerSecond * elapsed) / 1000)) / 100,
      );
    }

    function draw() {
      if (state) {
        const round = state.round;
        multiplier.textContent = x(shownMultiplier());
        multiplier.classList.toggle('crash__multiplier--crashed', round.phase === 'crashed');
        if (round.phase === 'betting') {
          const left = Math.max(0, round.countdownMs - (performance.now() - receivedAt));
          phase.textContent = `${G.t('closesIn')} ${Math.ceil(left / 1000)} ${G.t('seconds')}`;
        } else if (round.phase === 'flying') phase.textContent = G.t('flying');
        else phase.textContent = `${G.t('crashedAt')} ${x(round.crashPoint)}`;
      }
      requestAnimationFrame(draw);
    }

    function render() {
      const round = state.round;
      const bet = ownBet();
      balanceText.textContent = money(state.balance);
      betButton.disabled = busy || round.phase !== 'betting' || Boolean(bet);
      cashButton.disabled = busy || round.phase !== 'flying' || !bet || bet.status !== 'open';
      hash.textContent = round.hash;
      nextHash.textContent = state.nextHash;
      historyBody.replaceChildren(
        ...state.history.map((r) =>
          G.el('tr', {}, [
            G.el('td', { text: x(r.crashPoint) }),
            G.el('td', {}, [G.el('code', { class: 'crash__seed', text: r.seed })]),
          ]),
        ),
      );
      const last = state.bet;
      if (last && ['won', 'lost', 'refunded'].includes(last.status) && told !== last.round) {
        told = last.round;
        if (last.status === 'refunded') say(G.t('failed'));
        else if (last.status === 'won')
          say(`${G.t('cashedOutAt')} ${x(last.cashedOutAt)}: ${G.t('lastWin')} ${money(last.payout)}`, true);
        else
          say(
            `${G.t('lostAt')} ${x(state.history.find((r) => r.id === last.round)?.crashPoint ?? round.crashPoint ?? 1)}`,
          );
      }
    }

    let polling;
    async function poll() {
      clearTimeout(polling);
      try {
        // The balance is asked for only when it may have moved without this page's action (an
        // auto cash-out, a lost flight): a seamless wallet is not called twice a second.
        const withBalance = balanceStale;
        balanceStale = false;
        const next = await G.api(
          `/play/api/crash/state?launch=${encodeURIComponent(G.launch)}${withBalance ? '' : '&balance=0'}`,
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
      } catch (error) {
        if (error.code === 'launch_expired' || error.code === 'session_limit_reached') {
          say(G.errorText(error, session.currencySymbol));
          betButton.disabled = cashButton.disabled = true;
          return;
        }
      }
      // Twice a second in flight (a crash is seen within half a second), once otherwise.
      // At once when the balance is to be asked for, so a result and its balance show together.
      // Cleared again here: an action's poll may have run beside the timer's, and one chain is kept.
      clearTimeout(polling);
      polling = setTimeout(poll, balanceStale ? 50 : state && state.round.phase === 'flying' ? 400 : 900);
    }

    async function act(work) {
      if (busy) return;
      busy = true;
      betButton.disabled = cashButton.disabled = true;
      try {
        await work();
      } catch (error) {
        say(
          error.code === 'round_crashed'
            ? `${G.t('lostAt')} ${x(error.value?.crashPoint ?? 1)}`
            : error.code === 'invalid_request' && error.value?.field === 'autoCashOut'
              ? G.t('invalidAuto')
              : G.errorText(error, session.currencySymbol),
        );
        if (error.code === 'insufficient_balance')
          G.notify('balance-low', { stake: session.stakes[stakeIndex] });
      } finally {
        busy = false;
        await poll();
      }
    }

    betButton.addEventListener('click', () =>
      act(async () => {
        const target = auto.value.trim() === '' ? null : Number(auto.value);
        const answer = await G.confirming(
          message,
          G.api('/play/api/crash/bet', {
            launch: G.launch,
            round: state.round.id,
            stake: session.stakes[stakeIndex],
            autoCashOut: target,
            requestId: G.requestId(),
          }),
        );
        say(G.t('betPlaced'));
        state.balance = answer.balance;
        G.notify('balance', { balance: answer.balance });
      }),
    );
    cashButton.addEventListener('click', () =>
      act(async () => {
        const answer = await G.api('/play/api/crash/cashout', { launch: G.launch, round: state.round.id });
        told = answer.bet.round;
        state.balance = answer.balance;
        say(
          `${G.t('cashedOutAt')} ${x(answer.bet.cashedOutAt)}: ${G.t('lastWin')} ${money(answer.bet.payout)}`,
          true,
        );
        G.notify('balance', { balance: answer.balance });
      }),
    );

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
      G.el('section', { class: 'crash' }, [multiplier, phase, message]),
      G.el('div', { class: 'controls controls--crash' }, [
        G.el('div', { class: 'stake' }, [G.el('span', { text: G.t('stake') }), less, stakeText, more]),
        G.el('p', { class: 'crash__auto' }, [
          G.el('label', { for: 'crash-auto', text: G.t('autoCashOut') }),
          auto,
        ]),
        betButton,
        cashButton,
      ]),
      G.el('section', { class: 'crash__fair', 'aria-label': G.t('fair') }, [
        G.el('p', {}, [G.el('span', { text: `${G.t('hash')} ` }), hash]),
        G.el('p', {}, [G.el('span', { text: `${G.t('nextHash')} ` }), nextHash]),
        G.el('table', { class: 'crash__history' }, [
          G.el('caption', { text: G.t('history') }),
          G.el(
            'thead',
            {},
            G.el('tr', {}, [
              G.el('th', { scope: 'col', text: G.t('crashPoint') }),
              G.el('th', { scope: 'col', text: G.t('seed') }),
            ]),
          ),
          historyBody,
        ]),
      ]),
    );
    await poll();
    requestAnimationFrame(draw);
  }
  start();
})();
