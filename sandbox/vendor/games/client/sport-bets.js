// How the sportsbook names a selection and tells a bet: one labelling for the board, the slip and
// the player's bets list, so a pick reads the same wherever it is shown.
window.SportBets = (() => {
  const G = window.CroupierGame;
  const odds = (o) => (o / 1000).toFixed(2);

  /** A selection as a player reads it: a team (with its handicap), the draw, or over/under a total. */
  function label(match, market, selection, line) {
    if (market === '1x2') return selection === 'draw' ? G.t('draw') : match[selection];
    if (market === 'handicap') return `${match[selection]} ${line > 0 ? '+' : ''}${line}`;
    return `${G.t(selection)} ${line}`;
  }

  /** What a bet came to, in a word: pending until its last match ends, then what it paid. */
  function outcome(bet) {
    if (bet.status === 'pending') return G.t('pending');
    if (bet.status === 'refunded') return G.t('refunded');
    const [paid, staked] = [Math.round(bet.payout * 100), Math.round(bet.stake * 100)];
    if (paid > staked) return G.t('won');
    if (paid === staked) return G.t('returned');
    return paid > 0 ? G.t('half_lose') : G.t('lost');
  }

  /** A bet of the player's list: its state, stake and payout, and each leg with its result once known. */
  function item(bet, money) {
    return G.el('li', { class: `bet bet--${bet.status}`, 'data-status': bet.status }, [
      G.el('p', { class: 'bet__head' }, [
        G.el('strong', { class: 'bet__state', text: outcome(bet) }),
        G.el('span', { text: `${G.t('stake')} ${money(bet.stake)}` }),
        bet.status === 'settled' ? G.el('span', { text: `${G.t('paid')} ${money(bet.payout)}` }) : null,
      ]),
      G.el(
        'ul',
        { class: 'bet__legs' },
        bet.legs.map((leg) => {
          // A leg carries its match's team names, so it is labelled as the board labels it.
          const result = leg.result ? ` · ${G.t(leg.result)} (${leg.score.home}–${leg.score.away})` : '';
          const pick = label(leg, leg.market, leg.selection, leg.line);
          return G.el('li', { text: `${leg.home} – ${leg.away}: ${pick} @ ${odds(leg.odds)}${result}` });
        }),
      ),
    ]);
  }

  return { label, outcome, item, odds };
})();
