// The demo slot: 3×3 reels, five lines, one stake; every spin is a ledger round on the server.
(() => {
  const G = window.CroupierGame;
  const SYMBOLS = {
    cherry:
      '<circle cx="34" cy="64" r="16" fill="#e11d48"/><circle cx="64" cy="62" r="16" fill="#be123c"/><path d="M34 48 Q44 22 70 14 M64 46 Q60 30 70 14" stroke="#16a34a" stroke-width="5" fill="none"/>',
    lemon: '<ellipse cx="50" cy="52" rx="32" ry="24" fill="#facc15" stroke="#ca8a04" stroke-width="4"/>',
    bell: '<path d="M50 14 C30 14 26 34 26 50 C26 62 18 68 16 74 H84 C82 68 74 62 74 50 C74 34 70 14 50 14 Z" fill="#f59e0b" stroke="#b45309" stroke-width="4"/><circle cx="50" cy="82" r="7" fill="#b45309"/>',
    bar: '<rect x="12" y="34" width="76" height="32" rx="6" fill="#1e293b" stroke="#f5b700" stroke-width="4"/><text x="50" y="59" font-size="22" font-weight="900" text-anchor="middle" fill="#f5b700" font-family="system-ui,sans-serif">BAR</text>',
    seven:
      '<path d="M22 18 H80 V30 L52 86 H36 L62 32 H22 Z" fill="#dc2626" stroke="#7f1d1d" stroke-width="4" stroke-linejoin="round"/>',
    star: '<path d="M50 10 L61 38 L90 40 L67 58 L75 88 L50 71 L25 88 L33 58 L10 40 L39 38 Z" fill="#a855f7" stroke="#6b21a8" stroke-width="4" stroke-linejoin="round"/>',
  };
  const symbol = (id) => `<svg viewBox="0 0 100 100" role="img" aria-label="${id}">${SYMBOLS[id]}</svg>`;

  async function start() {
    const root = document.getElementById('game');
    const session = await G.open(root);
    if (!session) return;
    let balance = session.balance;
    let stakeIndex = 0;
    let busy = false;
    const balanceText = G.el('strong', {
      'data-testid': 'game-balance',
      text: G.money(balance, session.currencySymbol),
    });
    const stakeText = G.el('output', { 'data-testid': 'game-stake', 'aria-live': 'polite' });
    const reels = G.el('div', { class: 'reels', role: 'img', 'aria-label': '' });
    const message = G.el('p', { class: 'game__message', role: 'status', 'data-testid': 'game-message' });
    const roundInfo = G.el('p', { class: 'game__round' });
    const spinButton = G.el('button', {
      class: 'btn btn--spin',
      type: 'button',
      text: G.t('spin'),
      'data-testid': 'spin',
    });
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

    const cells = [];
    for (let row = 0; row < 3; row++)
      for (let reel = 0; reel < 3; reel++) cells.push(G.el('div', { class: 'cell' }));
    reels.append(...cells);
    const show = (grid, wins = []) => {
      const winning = new Set(wins.flatMap((w) => LINE_CELLS[w.line]));
      cells.forEach((cell, i) => {
        const reel = i % 3;
        const row = Math.floor(i / 3);
        cell.innerHTML = symbol(grid[reel][row]);
        cell.classList.toggle('cell--win', winning.has(i));
      });
      reels.setAttribute(
        'aria-label',
        [0, 1, 2].map((row) => [0, 1, 2].map((reel) => grid[reel][row]).join(' ')).join(', '),
      );
    };
    const LINE_CELLS = [
      [3, 4, 5],
      [0, 1, 2],
      [6, 7, 8],
      [0, 4, 8],
      [6, 4, 2],
    ];
    show([
      ['cherry', 'seven', 'bell'],
      ['lemon', 'star', 'bar'],
      ['bell', 'seven', 'cherry'],
    ]);

    const setStake = (index) => {
      stakeIndex = Math.max(0, Math.min(session.stakes.length - 1, index));
      stakeText.textContent = G.money(session.stakes[stakeIndex], session.currencySymbol);
      less.disabled = stakeIndex === 0;
      more.disabled = stakeIndex === session.stakes.length - 1;
    };
    setStake(0);
    less.addEventListener('click', () => setStake(stakeIndex - 1));
    more.addEventListener('click', () => setStake(stakeIndex + 1));

    async function spin() {
      if (busy) return;
      busy = true;
      spinButton.disabled = true;
      reels.classList.add('reels--spinning');
      message.textContent = '';
      const stake = session.stakes[stakeIndex];
      try {
        const [result] = await Promise.all([
          G.confirming(
            message,
            G.api('/play/api/spin', { launch: G.launch, stake, requestId: G.requestId() }),
          ),
          new Promise((r) => setTimeout(r, 450)),
        ]);
        balance = result.balance;
        show(result.reels, result.wins);
        message.textContent =
          result.payout > 0
            ? `${result.jackpot ? `${G.t('jackpotWon')} ` : ''}${G.t('lastWin')} ${G.money(result.payout, session.currencySymbol)}`
            : G.t('noWin');
        message.classList.toggle('game__message--win', result.payout > 0);
        if (result.roundId)
          roundInfo.textContent = `${G.t('round')} #${result.roundId} · ${G.t('seed')} ${result.seed}`;
        G.notify('balance', { balance });
      } catch (error) {
        message.textContent = G.errorText(error, session.currencySymbol);
        if (error.code === 'insufficient_balance') G.notify('balance-low', { stake });
        if (error.code === 'round_failed' || error.code === 'wallet_timeout') G.notify('balance', {});
      } finally {
        reels.classList.remove('reels--spinning');
        balanceText.textContent = G.money(balance, session.currencySymbol);
        busy = false;
        spinButton.disabled = false;
      }
    }
    spinButton.addEventListener('click', spin);
    document.addEventListener('keydown', (event) => {
      if (event.code === 'Space' && event.target === document.body) {
        event.preventDefault();
        spin();
      }
    });

    const paytable = G.el('table', { class: 'paytable' }, [
      G.el('caption', { text: `${G.t('paytable')} · ${G.t('threeOf')} · ${session.lines} ${G.t('lines')}` }),
      G.el(
        'tbody',
        {},
        session.paytable.map((p) => {
          const icon = G.el('td');
          icon.innerHTML = symbol(p.symbol);
          return G.el('tr', {}, [icon, G.el('td', { text: `× ${p.pays}` })]);
        }),
      ),
    ]);

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
      G.el('section', { class: 'machine' }, [reels, message]),
      G.el('div', { class: 'controls' }, [
        G.el('div', { class: 'stake' }, [G.el('span', { text: G.t('stake') }), less, stakeText, more]),
        spinButton,
      ]),
      roundInfo,
      paytable,
    );
    // The game is taller than its frame on small screens: focusing must not scroll its top away.
    spinButton.focus({ preventScroll: true });
  }
  start();
})();
