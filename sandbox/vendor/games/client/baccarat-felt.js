// The baccarat table's drawing: cards, hands, spots and the bead road, built from what the server
// said. No state here: baccarat.js decides, these only draw.
(() => {
  const G = window.CroupierGame;
  const SUITS = {
    S: { glyph: '♠', name: 'spades', red: false },
    H: { glyph: '♥', name: 'hearts', red: true },
    D: { glyph: '♦', name: 'diamonds', red: true },
    C: { glyph: '♣', name: 'clubs', red: false },
  };
  const BEAD = { player: 'P', banker: 'B', tie: 'T' };

  /** A card face: rank and suit in the corners and the suit large in the middle. */
  function card(c) {
    const suit = SUITS[c.suit];
    return G.el(
      'li',
      {
        class: `card${suit.red ? ' card--red' : ''}`,
        'aria-label': `${c.rank} ${G.t(suit.name)}`,
      },
      [
        G.el('span', { class: 'card__corner', 'aria-hidden': 'true', text: `${c.rank}${suit.glyph}` }),
        G.el('span', { class: 'card__pip', 'aria-hidden': 'true', text: suit.glyph }),
      ],
    );
  }

  /** A hand's box: its name, its total once a card is out, its cards (a third one turned sideways). */
  function hand(side, cards, total, won) {
    const name = G.t(side);
    return G.el('section', { class: `hand hand--${side}${won ? ' hand--won' : ''}`, 'aria-label': name }, [
      G.el('h2', { class: 'hand__name' }, [
        G.el('span', { text: name }),
        G.el('span', {
          class: 'hand__total',
          'data-testid': `${side}-total`,
          text: cards.length ? total : '',
        }),
      ]),
      G.el('ul', { class: 'hand__cards', 'aria-label': `${G.t('cardsOf')} ${name}` }, cards.map(card)),
    ]);
  }

  /** A hand's total as the table counts it: the last digit of the pips. */
  const totalOf = (cards) =>
    cards.reduce(
      (sum, c) => sum + (['10', 'J', 'Q', 'K'].includes(c.rank) ? 0 : c.rank === 'A' ? 1 : +c.rank),
      0,
    ) % 10;

  /** What a coup came to, as a sentence: "Banker wins 7 to 5". */
  const resultText = (r) =>
    r.winner === 'tie'
      ? `${G.t('tieResult')} ${r.playerTotal} ${G.t('to')} ${r.bankerTotal}`
      : `${G.t(`${r.winner}Wins`)} ${r.winner === 'player' ? r.playerTotal : r.bankerTotal} ${G.t('to')} ${
          r.winner === 'player' ? r.bankerTotal : r.playerTotal
        }`;

  /** The bead road: one bead per coup, oldest first, down the columns of six; pairs as dots. */
  function road(coups) {
    const beads = coups
      .slice()
      .reverse()
      .map((r) => {
        const pairs = [r.playerPair ? G.t('playerPair') : '', r.bankerPair ? G.t('bankerPair') : ''].filter(
          Boolean,
        );
        return G.el(
          'li',
          {
            class: `bead bead--${r.winner}`,
            'aria-label': [resultText(r), ...pairs].join(', '),
            title: [resultText(r), ...pairs].join(', '),
          },
          [
            G.el('span', { 'aria-hidden': 'true', text: BEAD[r.winner] }),
            r.playerPair
              ? G.el('i', { class: 'bead__pair bead__pair--player', 'aria-hidden': 'true' })
              : null,
            r.bankerPair
              ? G.el('i', { class: 'bead__pair bead__pair--banker', 'aria-hidden': 'true' })
              : null,
          ],
        );
      });
    return beads;
  }

  /** Counts of each result on the road: the table's run at a glance. */
  const tally = (coups) =>
    ['player', 'banker', 'tie'].map((w) =>
      G.el('span', { class: `tally tally--${w}` }, [
        G.el('b', { 'aria-hidden': 'true', text: BEAD[w] }),
        G.el('span', { text: ` ${G.t(w)} ${coups.filter((r) => r.winner === w).length}` }),
      ]),
    );

  /** What a settled bet came to, for its player: a win, a push on a tie, or nothing. */
  function ownText(bet, coup, money) {
    const stake = Math.round(bet.stake * 100);
    const payout = Math.round(bet.payout * 100);
    if (payout === 0) return G.t('noWinCoup');
    if (coup.winner === 'tie' && payout === stake && !bet.spots.tie) return G.t('push');
    return `${G.t('lastWin')} ${money(bet.payout)}`;
  }

  /**
   * A spot of the layout, named by what it shows: its name, its odds and the chips on it, read as
   * words (a name must hold the words a speech user reads on the spot).
   */
  function spot(id, pays, onclick) {
    const amount = G.el('span', { class: 'spot__chips' });
    const button = G.el('button', { class: `spot spot--${id}`, type: 'button', onclick }, [
      G.el('span', { class: 'spot__name', text: G.t(id) }),
      ' ',
      G.el('span', { class: 'spot__pays', text: pays }),
      ' ',
      amount,
    ]);
    return { button, amount };
  }

  /** A chip to pick: the first one picked when the table opens. */
  const chip = (index, value, label, onclick) =>
    G.el('button', {
      class: `chip chip--${index}`,
      type: 'button',
      'aria-label': `${G.t('chip')} ${label}`,
      'aria-pressed': String(index === 0),
      text: value >= 1000 ? `${value / 1000}K` : String(value),
      onclick,
    });

  window.BaccaratFelt = { hand, totalOf, resultText, road, tally, ownText, spot, chip };
})();
