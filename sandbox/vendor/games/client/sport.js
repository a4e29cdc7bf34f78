// The demo sportsbook: the board of fixtures by sport (kick-off countdown, odds that move until
// kick-off), the bet slip (sport-slip.js), and the player's bets, pending until their matches end
// on the server's clock. The server settles; this page shows what it is told.
(() => {
  const G = window.CroupierGame;
  const S = window.SportSlip;
  const B = window.SportBets;
  const SPORTS = ['football', 'basketball', 'tennis', 'esports'];

  async function start() {
    const root = document.getElementById('game');
    const session = await G.open(root);
    if (!session) return;
    const money = (amount) => G.money(amount, session.currencySymbol);
    let state = null;
    let receivedAt = 0;
    let boardKey = '';
    const told = new Set();
    const cards = new Map();
    // A lobby's match card opens the book at its match: that fixture is marked and scrolled to.
    const wanted = new URLSearchParams(location.search).get('match');
    let shownWanted = false;

    const balanceText = G.el('strong', { 'data-testid': 'game-balance', text: money(session.balance) });
    const board = G.el('div', { class: 'board' });
    const bets = G.el('ul', { class: 'bets', 'data-testid': 'sport-bets' });
    // Results are told here once each, politely: the list itself redraws on every poll.
    const results = G.el('p', { class: 'game__message', role: 'status', 'data-testid': 'sport-result' });
    // On a phone the slip sits below the long board: a bar at the foot of the screen leads to it.
    const jump = G.el('a', { class: 'slip-jump', href: '#slip-title', hidden: true });
    const slip = S.create({
      money,
      onChange(count) {
        jump.hidden = count === 0;
        jump.textContent = `${G.t('slip')} (${count})`;
        // A pick placed or removed in the slip un-presses its odds on the board.
        if (state) for (const c of cards.values()) c.update();
      },
      limits: () => (state ? state.limits : { min: 1, max: 500 }),
      onPlaced(answer) {
        state.balance = answer.balance;
        state.bets = [answer.bet, ...state.bets.filter((b) => b.roundId !== answer.bet.roundId)];
        G.notify('balance', { balance: answer.balance });
        renderBets();
        balanceText.textContent = money(answer.balance);
      },
    });

    const marketName = (market) => (market === '1x2' ? G.t('m1x2') : G.t(market));
    const lineOf = (f, market, selection) =>
      market === 'handicap'
        ? selection === 'home'
          ? f.markets.handicap.line
          : -f.markets.handicap.line
        : market === 'total'
          ? f.markets.total.line
          : 0;

    /** One fixture's card: built when it first appears, its odds and status updated in place. */
    function card(f) {
      const status = G.el('p', { class: 'fixture__status' });
      const markets = G.el('div', { class: 'fixture__markets' });
      const element = G.el(
        'article',
        {
          class: f.id === wanted ? 'fixture fixture--wanted' : 'fixture',
          'data-fixture': f.id,
          ...(f.id === wanted ? { 'aria-current': 'true' } : {}),
        },
        [G.el('h3', { class: 'fixture__teams', text: `${f.home} – ${f.away}` }), status, markets],
      );
      const buttons = [];
      if (f.markets)
        for (const market of ['1x2', 'handicap', 'total']) {
          const group = G.el('div', { class: 'market', role: 'group', 'aria-label': marketName(market) }, [
            G.el('span', { class: 'market__name', 'aria-hidden': 'true', text: marketName(market) }),
          ]);
          for (const selection of Object.keys(f.markets[market]).filter((k) => k !== 'line')) {
            const label = B.label(f, market, selection, lineOf(f, market, selection));
            const price = G.el('span', { class: 'odds__price' });
            const button = G.el('button', { class: 'odds', type: 'button', 'aria-pressed': 'false' }, [
              G.el('span', { class: 'odds__label', text: label }),
              price,
            ]);
            const pick = () => ({
              fixture: f.id,
              market,
              selection,
              odds: current(f.id, market, selection),
              label,
              match: `${f.home} – ${f.away}`,
            });
            button.addEventListener('click', () => {
              slip.toggle(pick());
              update();
            });
            buttons.push({ button, price, market, selection, pick });
            group.append(button);
          }
          markets.append(group);
        }
      const update = () => {
        const now = state.fixtures.find((x) => x.id === f.id) || f;
        const open = now.status === 'open' && now.markets;
        for (const b of buttons) {
          const o = open ? now.markets[b.market][b.selection] : null;
          b.price.textContent = o ? S.odds(o) : '–';
          b.button.disabled = !open;
          b.button.setAttribute('aria-pressed', String(open && slip.has(b.pick())));
        }
        markets.hidden = !open;
      };
      return { element, status, update, fixture: f };
    }

    const current = (fixture, market, selection) => {
      const f = state.fixtures.find((x) => x.id === fixture);
      return f && f.markets ? f.markets[market][selection] : undefined;
    };

    function renderBoard() {
      const key = state.fixtures.map((f) => `${f.id}:${f.status}`).join();
      if (key !== boardKey) {
        boardKey = key;
        cards.clear();
        const sections = SPORTS.map((sport) => {
          const list = state.fixtures.filter((f) => f.sport === sport);
          if (!list.length) return null;
          return G.el('section', { class: 'sport', 'aria-labelledby': `sport-${sport}` }, [
            G.el('h2', { id: `sport-${sport}`, text: G.t(sport) }),
            ...list.map((f) => {
              const c = card(f);
              cards.set(f.id, c);
              return c.element;
            }),
          ]);
        });
        board.replaceChildren(...sections.filter(Boolean));
      }
      for (const c of cards.values()) c.update();
      slip.reprice((p) => current(p.fixture, p.market, p.selection));
      drawClock();
      const asked = cards.get(wanted);
      if (asked && !shownWanted) {
        shownWanted = true;
        // This frame's own scroll only: scrollIntoView would scroll the portal's page around it too.
        const box = asked.element.getBoundingClientRect();
        window.scrollTo({
          top: window.scrollY + box.top - Math.max(0, (window.innerHeight - box.height) / 2),
        });
      }
    }

    function drawClock() {
      const now = state.serverTime + (performance.now() - receivedAt);
      for (const c of cards.values()) {
        const f = state.fixtures.find((x) => x.id === c.fixture.id) || c.fixture;
        if (f.score) c.status.textContent = `${G.t('final')} ${f.score.home} – ${f.score.away}`;
        else if (now >= f.kickoffAt) c.status.textContent = G.t('live');
        else {
          const s = Math.max(0, Math.ceil((f.kickoffAt - now) / 1000));
          c.status.textContent = `${G.t('kickoffIn')} ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
        }
      }
    }

    function renderBets() {
      if (!state.bets.length) return bets.replaceChildren(G.el('li', { class: 'bet', text: G.t('noBets') }));
      bets.replaceChildren(...state.bets.map((bet) => B.item(bet, money)));
    }

    let polling;
    async function poll() {
      clearTimeout(polling);
      try {
        const next = await G.api(`/play/api/sport/state?launch=${encodeURIComponent(G.launch)}`);
        if (state && next.balance !== state.balance) G.notify('balance', { balance: next.balance });
        const before = new Map((state ? state.bets : []).map((b) => [b.roundId, b.status]));
        state = next;
        receivedAt = performance.now();
        balanceText.textContent = money(state.balance);
        renderBoard();
        renderBets();
        // A bet seen pending that is now settled: told once, with what it paid.
        for (const bet of state.bets)
          if (before.get(bet.roundId) === 'pending' && bet.status !== 'pending' && !told.has(bet.roundId)) {
            told.add(bet.roundId);
            results.textContent = `${G.t('settledSport')}: ${B.outcome(bet)} · ${G.t('paid')} ${money(bet.payout)}`;
          }
      } catch (error) {
        if (error.code === 'launch_expired' || error.code === 'session_limit_reached')
          return (results.textContent = G.errorText(error, session.currencySymbol));
      }
      polling = setTimeout(poll, 2000);
    }
    setInterval(() => state && drawClock(), 1000);

    root.innerHTML = '';
    root.append(
      G.el('header', { class: 'game__head' }, [
        G.el('div', {}, [
          G.el('h1', { text: session.game.name }),
          G.el('p', { class: 'game__vendor', text: `${G.t('demo')} ${session.game.vendor}` }),
        ]),
        G.el('p', { class: 'game__balance' }, [G.el('span', { text: `${G.t('balance')} ` }), balanceText]),
      ]),
      G.el('div', { class: 'book' }, [
        board,
        G.el('aside', { class: 'book__side' }, [
          slip.element,
          G.el('section', { class: 'mybets', 'aria-labelledby': 'mybets-title' }, [
            G.el('h2', { id: 'mybets-title', text: G.t('myBets') }),
            results,
            bets,
          ]),
        ]),
      ]),
      G.el('p', { class: 'game__hint', text: G.t('fairSport') }),
      jump,
    );
    await poll();
  }
  start();
})();
