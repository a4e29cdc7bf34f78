import { describe, expect, it } from 'vitest';
import { pickPrize } from './raffle';

const PRIZES = [
  { prize: { EN: 'small' }, amount: 100, weight: 60 },
  { prize: { EN: 'medium' }, amount: 500, weight: 30 },
  { prize: { EN: 'large' }, amount: 2000, weight: 9 },
  { prize: { EN: 'jackpot' }, amount: 8800, weight: 1 },
];

describe('a raffle prize by weight', () => {
  it.each([
    [0, 'small'],
    [59, 'small'],
    [60, 'medium'],
    [89, 'medium'],
    [90, 'large'],
    [98, 'large'],
    [99, 'jackpot'],
  ])('a roll of %i of 100 draws %s', (roll, name) => {
    expect(pickPrize(PRIZES, (max) => (expect(max).toBe(100), roll)).prize.EN).toBe(name);
  });

  it('draws every prize of the table with the server’s randomness, each at about its chance', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const name = pickPrize(PRIZES).prize.EN!;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect(counts.get('small')! / 20_000).toBeCloseTo(0.6, 1);
    expect(counts.get('medium')! / 20_000).toBeCloseTo(0.3, 1);
    expect(counts.get('jackpot')).toBeGreaterThan(0);
  });
});
