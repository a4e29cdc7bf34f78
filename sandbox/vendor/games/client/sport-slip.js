// The sportsbook's bet slip: the selections the player tapped, singles or one parlay, the stake
// with its error under the field, and the bets sent (each with its own request id, kept for a
// retry of the same slip). The board and the bets list are sport.js's.
window.SportSlip = (() => {
  const G = window.CroupierGame;
  const key = (s) => `${s.fixture}|${s.market}|${s.selection}`;
  const odds = window.SportBets.odds;

  function create({ money, limits, onPlaced, onChange }) {
    let picks = [];
    let mode = 'single';
    let busy = false;
    const list = G.el('ul', { class: 'slip__list', 'data-testid': 'sport-slip' });
    const empty = G.el('p', { class: 'slip__empty', text: G.t('emptySlip') });
    const radio = (value, label) =>
      G.el('label', { class: 'slip__mode' }, [
        G.el('input', {
          type: 'radio',
          name: 'slip-mode',
          value,
          checked: value === mode,
          onchange: () => ((mode = value), render()),
        }),
        G.el('span', { text: label }),
      ]);
    const modes = G.el('fieldset', { class: 'slip__modes' }, [
      G.el('legend', { class: 'visually-hidden', text: G.t('slip') }),
      radio('single', G.t('singles')),
      radio('parlay', G.t('parlay')),
    ]);
    const stakeLabel = G.el('label', { for: 'sport-stake' });
    const stake = G.el('input', {
      id: 'sport-stake',
      type: 'number',
      inputmode: 'decimal',
      step: '0.01',
      min: String(limits().min),
      value: String(limits().min * 10),
      'aria-describedby': 'sport-stake-error',
      oninput: () => render(),
    });
    const stakeError = G.el('p', { id: 'sport-stake-error', class: 'field__error', 'aria-live': 'polite' });
    const summary = G.el('p', { class: 'slip__summary' });
    const place = G.el('button', { class: 'btn btn--spin', type: 'button', text: G.t('placeSport') });
    const clear = G.el('button', {
      class: 'btn',
      type: 'button',
      text: G.t('clearSlip'),
      onclick: () => ((picks = []), render()),
    });
    const message = G.el('p', {
      class: 'game__message',
      role: 'status',
      'data-testid': 'sport-slip-message',
    });

    const amount = () => Number(stake.value);
    function stakeProblem() {
      const { min, max } = limits();
      const a = amount();
      if (!(a >= min && a <= max) || Math.round(a * 100) / 100 !== a)
        return `${G.t('stakeRange')} ${money(min)} ${G.t('to')} ${money(max)}`;
      return '';
    }
    const parlayOdds = () => picks.reduce((p, s) => p * (s.odds / 1000), 1);

    function render() {
      list.replaceChildren(
        ...picks.map((s) =>
          G.el('li', { class: 'slip__pick' }, [
            G.el('span', { class: 'slip__match', text: s.match }),
            G.el('strong', { text: `${s.label} @ ${odds(s.odds)}` }),
            G.el('button', {
              class: 'slip__remove',
              type: 'button',
              'aria-label': `${G.t('remove')}: ${s.label}`,
              text: '×',
              onclick: () => toggle(s),
            }),
          ]),
        ),
      );
      empty.hidden = picks.length > 0;
      stakeLabel.textContent = mode === 'parlay' ? G.t('stakeParlay') : G.t('stakeEach');
      const problem = picks.length ? stakeProblem() : '';
      stakeError.textContent = problem;
      stake.setAttribute('aria-invalid', String(Boolean(problem)));
      const a = amount() || 0;
      summary.textContent =
        mode === 'parlay' && picks.length > 1
          ? `${G.t('totalOdds')} ${parlayOdds().toFixed(2)} · ${G.t('possible')} ${money(a * parlayOdds())}`
          : picks.length
            ? `${G.t('possible')} ${money(picks.reduce((sum, s) => sum + a * (s.odds / 1000), 0))}`
            : '';
      place.disabled = busy || picks.length === 0 || Boolean(problem);
      clear.disabled = busy || picks.length === 0;
      onChange(picks.length);
    }

    function toggle(pick) {
      const k = key(pick);
      picks = picks.some((s) => key(s) === k) ? picks.filter((s) => key(s) !== k) : [...picks, pick];
      render();
    }

    /** New prices from the board: a pick whose odds moved shows the new odds, to accept by placing. */
    function reprice(priceOf) {
      let moved = false;
      picks = picks.map((s) => {
        const now = priceOf(s);
        if (now && now !== s.odds) moved = true;
        return now ? { ...s, odds: now } : s;
      });
      if (moved) render();
    }

    function refusal(error) {
      if (error.code === 'odds_changed') {
        for (const leg of error.value.legs) {
          const k = key(leg);
          picks = picks.map((s) => (key(s) === k ? { ...s, odds: leg.odds } : s));
        }
        return G.t('oddsChanged');
      }
      if (error.code === 'market_closed') return G.t('marketClosed');
      if (error.code === 'parlay_same_fixture') return G.t('sameFixture');
      if (error.code === 'in_need_true_account') return G.t('loginToBet');
      if (error.code === 'invalid_request' && error.value && error.value.min !== undefined)
        return `${G.t('stakeRange')} ${money(error.value.min)} ${G.t('to')} ${money(error.value.max)}`;
      return G.t('error');
    }

    const send = (legs) =>
      G.api('/play/api/sport/bet', {
        launch: G.launch,
        requestId: G.requestId(),
        stake: amount(),
        legs: legs.map((s) => ({
          fixture: s.fixture,
          market: s.market,
          selection: s.selection,
          odds: s.odds,
        })),
      });

    place.addEventListener('click', async () => {
      if (mode === 'parlay' && picks.length < 2) return (message.textContent = G.t('needTwo'));
      busy = true;
      render();
      try {
        const groups = mode === 'parlay' ? [picks] : picks.map((s) => [s]);
        for (const legs of groups) {
          const answer = await G.confirming(message, send(legs));
          const placed = new Set(legs.map(key));
          picks = picks.filter((s) => !placed.has(key(s)));
          onPlaced(answer);
        }
        message.textContent = G.t('placedSport');
      } catch (error) {
        message.textContent = refusal(error);
      } finally {
        busy = false;
        render();
      }
    });

    const element = G.el('section', { class: 'slip', 'aria-labelledby': 'slip-title' }, [
      G.el('h2', { id: 'slip-title', text: G.t('slip') }),
      modes,
      empty,
      list,
      G.el('div', { class: 'field' }, [stakeLabel, stake, stakeError]),
      summary,
      G.el('div', { class: 'slip__actions' }, [clear, place]),
      message,
    ]);
    render();
    return { element, toggle, has: (pick) => picks.some((s) => key(s) === key(pick)), reprice };
  }

  return { create, odds };
})();
