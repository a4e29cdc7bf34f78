import { toAmount } from '../../platform/ledger';
import { SPOTS, type Card } from './baccarat-math';
import { cardsShown, phaseOf, type BaccaratRound } from './baccarat-schedule';
import type { BaccaratBet } from './baccarat-bets';

/** What the baccarat calls answer: cards as a dealer names them, money as amounts. */

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const cardView = (c: Card) => ({ rank: RANKS[c.rank]!, suit: c.suit });

/** A coup's result as the bead road keeps it. */
const resultView = (round: BaccaratRound) => ({
  winner: round.coup.winner,
  playerTotal: round.coup.playerTotal,
  bankerTotal: round.coup.bankerTotal,
  playerPair: round.coup.playerPair,
  bankerPair: round.coup.bankerPair,
  natural: round.coup.natural,
});

/**
 * A coup as every player of its table sees it: the cards already dealt, and its result and seed
 * only once decided (before, the seed would tell the cards still in the shoe).
 */
export function roundView(round: BaccaratRound, at: number) {
  const phase = phaseOf(round, at);
  const shown = cardsShown(round, at);
  const dealt = round.coup.order.slice(0, shown);
  const count = (side: 'player' | 'banker') => dealt.filter((s) => s === side).length;
  return {
    id: round.id,
    phase,
    hash: round.hash,
    countdownMs: phase === 'betting' ? round.dealsAt - at : 0,
    player: round.coup.player.slice(0, count('player')).map(cardView),
    banker: round.coup.banker.slice(0, count('banker')).map(cardView),
    ...(phase === 'result' ? { result: resultView(round), seed: round.seed } : {}),
  };
}

/** The bead road: the table's latest coups, newest first, their seeds revealed. */
export const roadView = (road: BaccaratRound[]) =>
  road.map((r) => ({ id: r.id, hash: r.hash, seed: r.seed, ...resultView(r) }));

/** A player's own bet: on the felt (`open`), being settled, settled with its payout, or refunded. */
export function betView(b: BaccaratBet | undefined, at: number) {
  if (!b) return null;
  const status = !b.result
    ? phaseOf(b.round, at) === 'result'
      ? 'settling'
      : 'open'
    : b.result.refunded
      ? 'refunded'
      : 'settled';
  return {
    round: b.round.id,
    roundId: b.placed?.id ?? null,
    spots: Object.fromEntries(
      SPOTS.filter((s) => b.details.spots[s]).map((s) => [s, toAmount(b.details.spots[s]!)]),
    ),
    stake: toAmount(b.stake),
    status,
    payout: toAmount(b.result?.payout ?? 0),
  };
}
