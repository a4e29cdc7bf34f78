// The demo lottery: pick up to three numbers of 00–99, bet (the round opens), then draw five.
(() => {
  const G = window.CroupierGame;

  async function start() {
    const root = document.getElementById('game');
    const session = await G.open(root);
    if (!session) return;
    let balance = session.balance;
    let stakeIndex = 0;
    let round = null;
    const picks = new Set();
    const balanceText = G.el('strong', {
      'data-testid': 'game-balance',
      text: G.money(balance, session.currencySymbol),
    });
    const stakeText = G.el('output', { 'data-testid': 'game-stake' });
    const message = G.el('p', { class: 'game__message', role: 'status', 'data-testid': 'game-message' });
    const drawnList = G.el('ol', { class: 'drawn', 'aria-label': G.t('drawn') });
    const place = G.el('button', {
      class: 'btn btn--spin',
      type: 'button',
      text: G.t('place'),
      'data-testid': 'place-bet',
      disabled: true,
    });
    const draw = G.el('button', {
      class: 'btn btn--spin',
      type: 'button',
      text: G.t('draw'),
      'data-testid': 'draw',
      hidden: true,
    });
    const cancel = G.el('button', { class: 'btn', type: 'button', text: G.t('cancel'), hidden: true });
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
    const setStake = (index) => {
      stakeIndex = Math.max(0, Math.min(session.stakes.length - 1, index));
      stakeText.textContent = G.money(session.stakes[stakeIndex], session.currencySymbol);
    };
    setStake(0);
    less.addEventListener('click', () => setStake(stakeIndex - 1));
    more.addEventListener('click', () => setStake(stakeIndex + 1));

    const grid = G.el('div', { class: 'numbers', role: 'group', 'aria-label': G.t('pick') });
    const buttons = [];
    for (let n = 0; n < 100; n++) {
      const text = String(n).padStart(2, '0');
      const button = G.el('button', {
        type: 'button',
        class: 'number',
        'aria-pressed': 'false',
        text,
        'data-number': text,
      });
      button.addEventListener('click', () => {
        if (round) return;
        if (picks.has(text)) picks.delete(text);
        else if (picks.size < session.lottery.maxPicks) picks.add(text);
        button.setAttribute('aria-pressed', String(picks.has(text)));
        place.disabled = picks.size === 0;
      });
      buttons.push(button);
      grid.append(button);
    }

    const refresh = () => {
      balanceText.textContent = G.money(balance, session.currencySymbol);
      place.hidden = !!round;
      draw.hidden = cancel.hidden = !round;
      buttons.forEach((b) => (b.disabled = !!round));
    };

    place.addEventListener('click', async () => {
      const stake = session.stakes[stakeIndex];
      // One bet at a time: a second press while the wallet confirms the first would be a second bet.
      place.disabled = true;
      try {
        const result = await G.confirming(
          message,
          G.api('/play/api/lottery/bet', {
            launch: G.launch,
            stake,
            picks: [...picks],
            requestId: G.requestId(),
          }),
        );
        round = result.roundId;
        balance = result.balance;
        message.textContent = G.t('open');
        drawnList.innerHTML = '';
        G.notify('balance', { balance });
      } catch (error) {
        message.textContent = G.errorText(error, session.currencySymbol);
        if (error.code === 'insufficient_balance') G.notify('balance-low', { stake });
        if (error.code === 'round_failed' || error.code === 'wallet_timeout') G.notify('balance', {});
      }
      place.disabled = picks.size === 0;
      refresh();
    });
    draw.addEventListener('click', async () => {
      try {
        const result = await G.api('/play/api/lottery/draw', { launch: G.launch, roundId: round });
        balance = result.balance;
        drawnList.innerHTML = '';
        for (const number of result.drawn)
          drawnList.append(G.el('li', { class: result.hits.includes(number) ? 'hit' : '', text: number }));
        message.textContent =
          result.payout > 0
            ? `${G.t('hits')}: ${result.hits.join(', ')} · ${G.t('lastWin')} ${G.money(result.payout, session.currencySymbol)}`
            : G.t('noWin');
        G.notify('balance', { balance });
      } catch (error) {
        message.textContent = G.errorText(error, session.currencySymbol);
      }
      round = null;
      picks.clear();
      buttons.forEach((b) => b.setAttribute('aria-pressed', 'false'));
      place.disabled = true;
      refresh();
    });
    cancel.addEventListener('click', async () => {
      const result = await G.api('/play/api/lottery/cancel', { launch: G.launch, roundId: round });
      balance = result.balance;
      round = null;
      message.textContent = '';
      G.notify('balance', { balance });
      refresh();
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
      G.el('p', { class: 'game__hint', text: `${G.t('pick')} · ${G.t('pays')}` }),
      grid,
      G.el('div', { class: 'controls' }, [
        G.el('div', { class: 'stake' }, [G.el('span', { text: G.t('stake') }), less, stakeText, more]),
        place,
        draw,
        cancel,
      ]),
      message,
      drawnList,
    );
    refresh();
  }
  start();
})();
