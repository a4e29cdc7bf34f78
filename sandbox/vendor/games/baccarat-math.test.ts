import { describe, expect, it } from 'vitest';
import {
  DECKS,
  bankerDraws,
  betPayout,
  coupOf,
  dealCoup,
  handTotal,
  shoeTop,
  spotPayout,
  type Card,
  type Coup,
  type Spot,
} from './baccarat-math';

/** Cards written as a dealer reads them: 'A', '2'…'9', 'T', 'J', 'Q', 'K' (suits do not count). */
const cards = (text: string): Card[] =>
  text.split(' ').map((r) => ({ rank: ' A23456789TJQK'.indexOf(r), suit: 'S' }));
const card = (rank: string) => cards(rank)[0]!;

describe('hand totals', () => {
  it.each([
    ['A 2', 3],
    ['9 9', 8],
    ['K Q', 0],
    ['T 9', 9],
    ['7 6 5', 8],
  ])('%s counts %i', (hand, total) => expect(handTotal(cards(hand))).toBe(total));
});

describe("the banker's drawing table", () => {
  // Rows: the banker's two-card total; columns: the player's third card 0 (a ten or face) … 9;
  // D draws, S stands. The standard punto banco tableau.
  const TABLEAU: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDDSD',
    4: 'SSDDDDDDSS',
    5: 'SSSSDDDDSS',
    6: 'SSSSSSDDSS',
    7: 'SSSSSSSSSS',
  };
  const thirds = ['T', 'A', '2', '3', '4', '5', '6', '7', '8', '9'];
  const cases = Object.entries(TABLEAU).flatMap(([total, row]) =>
    thirds.map((third, i) => [Number(total), third, row[i] === 'D'] as const),
  );
  it.each(cases)('on %i against a player third of %s draws: %s', (total, third, draws) => {
    expect(bankerDraws(total, card(third))).toBe(draws);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7])('on %i after the player stood draws below 6', (total) => {
    expect(bankerDraws(total, null)).toBe(total <= 5);
  });
});

describe('dealing a coup', () => {
  // The shoe's top in dealing order: player, banker, player, banker, then the thirds.
  it.each([
    // what the case shows, shoe top, player's cards, banker's cards, winner
    ['a player natural: nobody draws', '8 A K 3 5 5', '8 K', 'A 3', 'player'],
    ['a banker natural: nobody draws', '2 9 3 K 5 5', '2 3', '9 K', 'banker'],
    ['two naturals of 8 tie', '4 4 4 4 5 5', '4 4', '4 4', 'tie'],
    ['the player draws on 3, the banker stands on 7', 'A 3 2 4 5 7', 'A 2 5', '3 4', 'player'],
    ['the player stands on 7, the banker then stands on 6', 'T 6 7 K A 9', 'T 7', '6 K', 'player'],
    ['the player stands on 6, the banker then draws on 5', 'K 2 6 3 9 4', 'K 6', '2 3 9', 'player'],
    ['the banker on 5 stands against an 8', 'T 2 5 3 8 9', 'T 5 8', '2 3', 'banker'],
    ['the banker on 3 draws against a face (0)', 'T T 5 3 Q 9', 'T 5 Q', 'T 3 9', 'player'],
    ['the banker on 3 stands against an 8', 'T T 2 3 8 9', 'T 2 8', 'T 3', 'banker'],
    ['the banker on 6 draws against a 6', 'T A 5 5 6 2', 'T 5 6', 'A 5 2', 'banker'],
    ['the banker on 5 draws against a 5', 'K 5 Q K 5 9', 'K Q 5', '5 K 9', 'player'],
    ['the banker on 4 stands against an ace', 'K 4 2 Q A 9', 'K 2 A', '4 Q', 'banker'],
  ])('%s', (_, top, player, banker, winner) => {
    const coup = dealCoup(cards(top));
    const shown = (hand: Card[]) => hand.map((c) => ' A23456789TJQK'[c.rank]).join(' ');
    expect(shown(coup.player)).toBe(player);
    expect(shown(coup.banker)).toBe(banker);
    expect(coup.winner).toBe(winner);
    expect(coup.order).toHaveLength(coup.player.length + coup.banker.length);
  });

  it.each([
    // shoe top, player pair, banker pair: the first two cards of a hand by rank, suits aside
    ['8 A 8 A', true, true],
    ['K Q K 3', true, false],
    ['K Q T 3', false, false],
    ['2 7 3 7', false, true],
  ])('%s: player pair %s, banker pair %s', (top, playerPair, bankerPair) => {
    const coup = dealCoup(cards(`${top} 5 5`));
    expect([coup.playerPair, coup.bankerPair]).toEqual([playerPair, bankerPair]);
  });
});

describe('the shoe', () => {
  it('is the same for the same seed, and another for another', () => {
    expect(shoeTop('round-1')).toEqual(shoeTop('round-1'));
    expect(coupOf('round-1')).toEqual(dealCoup(shoeTop('round-1')));
    expect(shoeTop('round-1')).not.toEqual(shoeTop('round-2'));
  });

  it(`holds each card ${DECKS} times: eight whole decks, shuffled`, () => {
    const shoe = shoeTop('whole-shoe', DECKS * 52);
    const counts = new Map<string, number>();
    for (const c of shoe) counts.set(`${c.rank}${c.suit}`, (counts.get(`${c.rank}${c.suit}`) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === DECKS)).toBe(true);
  });

  it('deals the known odds over many seeds: banker ≈ 45.9%, player ≈ 44.6%, tie ≈ 9.5%', () => {
    const coups = Array.from({ length: 20_000 }, (_, i) => coupOf(`sim-${i}`));
    const share = (w: string) => coups.filter((c) => c.winner === w).length / coups.length;
    expect(Math.abs(share('banker') - 0.4586)).toBeLessThan(0.015);
    expect(Math.abs(share('player') - 0.4462)).toBeLessThan(0.015);
    expect(Math.abs(share('tie') - 0.0952)).toBeLessThan(0.01);
  });
});

describe('payouts', () => {
  const coup = (winner: Coup['winner'], playerPair = false, bankerPair = false) =>
    ({ winner, playerPair, bankerPair }) as Coup;
  it.each([
    // spot, stake (minor), the coup, what comes back (stake included)
    ['player', 100, coup('player'), 200],
    ['player', 100, coup('banker'), 0],
    ['player', 100, coup('tie'), 100],
    ['banker', 100, coup('banker'), 195],
    ['banker', 1000, coup('banker'), 1950],
    // 5% of 33 is 1.65: the commission keeps the fraction, 33 + 31 comes back.
    ['banker', 33, coup('banker'), 64],
    ['banker', 100, coup('player'), 0],
    ['banker', 100, coup('tie'), 100],
    ['tie', 100, coup('tie'), 900],
    ['tie', 100, coup('player'), 0],
    ['playerPair', 100, coup('banker', true), 1200],
    ['playerPair', 100, coup('player', false, true), 0],
    ['bankerPair', 100, coup('tie', false, true), 1200],
    ['bankerPair', 100, coup('banker', true, false), 0],
  ] as [Spot, number, Coup, number][])('%s staking %i on %j returns %i', (spot, stake, c, back) => {
    expect(spotPayout(spot, stake, c)).toBe(back);
  });

  it('adds the spots of one bet: a tie pushes player, pays tie, loses the pair', () => {
    expect(betPayout({ player: 500, tie: 100, bankerPair: 100 }, coup('tie'))).toBe(500 + 900);
    expect(betPayout({}, coup('player'))).toBe(0);
  });
});
