import { createHmac } from 'node:crypto';

/**
 * Punto banco's rules, pure: the shoe a seed shuffles, the coup dealt from it by the fixed
 * third-card rules (nobody decides anything at the table), and what each spot pays. Money is whole
 * minor units throughout, as the ledger's.
 */

/** Eight decks: the usual live-table shoe. */
export const DECKS = 8;
const SHOE_SIZE = DECKS * 52;

/** A card by its rank (1 = ace … 13 = king) and suit: spades, hearts, diamonds, clubs. */
export interface Card {
  rank: number;
  suit: 'S' | 'H' | 'D' | 'C';
}
const SUITS = ['S', 'H', 'D', 'C'] as const;

/** A card counts its pips; tens and faces count nothing. */
export const cardValue = (card: Card) => (card.rank >= 10 ? 0 : card.rank);

/** A hand's total: the last digit of its sum. */
export const handTotal = (cards: Card[]) => cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;

/**
 * A uniform whole number below `bound`, the n-th drawn from the seed: HMAC-SHA256(seed, n) read as
 * 48 bits, redrawn (n, then n's next attempt) when it falls in the uneven tail, so no card is
 * likelier than another. Anyone holding the revealed seed shuffles the same shoe.
 */
function drawBelow(seed: string, n: number, bound: number): number {
  const limit = 2 ** 48 - (2 ** 48 % bound);
  for (let attempt = 0; ; attempt++) {
    const digest = createHmac('sha256', seed).update(`card:${n}:${attempt}`).digest();
    const value = digest.readUIntBE(0, 6);
    if (value < limit) return value % bound;
  }
}

/**
 * The first `count` cards of the shoe the seed shuffles (Fisher–Yates from the top: card i is drawn
 * from the cards not dealt yet). A coup needs six at most, so the rest of the shoe is never drawn.
 */
export function shoeTop(seed: string, count = 6): Card[] {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + drawBelow(seed, i, SHOE_SIZE - i);
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  return shoe.slice(0, count).map((c) => ({ rank: (c % 13) + 1, suit: SUITS[Math.floor(c / 13) % 4]! }));
}

/**
 * Whether the banker draws a third card, on its two-card total and the player's third card (null:
 * the player stood). The standard tableau: on 0–2 always; on 3 unless the player drew an 8; on 4
 * against 2–7; on 5 against 4–7; on 6 against 6–7; on 7 never.
 */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = cardValue(playerThird);
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return p !== 8;
  if (bankerTotal === 4) return p >= 2 && p <= 7;
  if (bankerTotal === 5) return p >= 4 && p <= 7;
  if (bankerTotal === 6) return p === 6 || p === 7;
  return false;
}

export type Winner = 'player' | 'banker' | 'tie';

export interface Coup {
  player: Card[];
  banker: Card[];
  /** The order the cards left the shoe (player, banker, player, banker, then the thirds). */
  order: ('player' | 'banker')[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
  /** The hand's first two cards share a rank (a pair bet pays on it, whoever wins). */
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

/** Deals a coup from the top of a shoe by the punto banco rules. */
export function dealCoup(shoe: Card[]): Coup {
  let next = 0;
  const take = () => shoe[next++]!;
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const order: Coup['order'] = ['player', 'banker', 'player', 'banker'];
  // A natural (8 or 9 on two cards, either side) ends the coup at once.
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let third: Card | null = null;
    if (handTotal(player) <= 5) {
      third = take();
      player.push(third);
      order.push('player');
    }
    if (bankerDraws(handTotal(banker), third)) {
      banker.push(take());
      order.push('banker');
    }
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    order,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
    natural,
  };
}

/** The coup a seed deals. */
export const coupOf = (seed: string) => dealCoup(shoeTop(seed));

export const SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type Spot = (typeof SPOTS)[number];

/**
 * What a spot's stake returns (stake included; 0 when lost). Player 1:1; banker 0.95:1 (the 5%
 * commission, floored in minor units: the house never pays a fraction up); tie 8:1, and a tie
 * pushes the player and banker bets (their stakes come back); each pair 11:1.
 */
export function spotPayout(spot: Spot, stake: number, coup: Coup): number {
  switch (spot) {
    case 'player':
      return coup.winner === 'player' ? 2 * stake : coup.winner === 'tie' ? stake : 0;
    case 'banker':
      return coup.winner === 'banker'
        ? stake + Math.floor((stake * 95) / 100)
        : coup.winner === 'tie'
          ? stake
          : 0;
    case 'tie':
      return coup.winner === 'tie' ? 9 * stake : 0;
    case 'playerPair':
      return coup.playerPair ? 12 * stake : 0;
    case 'bankerPair':
      return coup.bankerPair ? 12 * stake : 0;
  }
}

/** What a bet over several spots returns in all. */
export const betPayout = (spots: Partial<Record<Spot, number>>, coup: Coup) =>
  SPOTS.reduce((sum, spot) => sum + spotPayout(spot, spots[spot] ?? 0, coup), 0);
