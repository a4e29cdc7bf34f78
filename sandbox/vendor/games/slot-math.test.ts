import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { LINES, spinFromSeed, theoreticalRtp } from './slot-math';
import { drawFromSeed, lotteryPayout } from '../../platform/catalogue/lottery-math';

describe('demo slot', () => {
  it('returns about 94% to the player', () => {
    expect(theoreticalRtp()).toBeGreaterThan(0.9);
    expect(theoreticalRtp()).toBeLessThan(0.97);
  });

  it('is decided by its seed alone', () => {
    expect(spinFromSeed('round-42')).toEqual(spinFromSeed('round-42'));
  });

  it('pays three of a kind on a line, per line', () => {
    for (let i = 0; i < 2000; i++) {
      const outcome = spinFromSeed(randomBytes(16).toString('hex'));
      for (const win of outcome.wins) {
        const cells = LINES[win.line]!.map((row, reel) => outcome.reels[reel]![row]);
        expect(new Set(cells).size).toBe(1);
      }
      expect(outcome.multiplier).toBe(outcome.wins.reduce((n, w) => n + w.multiplier, 0));
    }
  });

  it('lands near its RTP over many spins', () => {
    let paid = 0;
    const spins = 60_000;
    for (let i = 0; i < spins; i++) paid += spinFromSeed(`sim-${i}`).multiplier;
    expect(paid / spins).toBeGreaterThan(0.8);
    expect(paid / spins).toBeLessThan(1.1);
  });
});

describe('demo lottery', () => {
  it('draws five distinct two-digit numbers from the seed', () => {
    const drawn = drawFromSeed('draw-1');
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn).size).toBe(5);
    expect(drawn.every((n) => /^\d\d$/.test(n))).toBe(true);
    expect(drawFromSeed('draw-1')).toEqual(drawn);
  });

  it.each([
    [['07'], ['07', '11', '22', '33', '44'], 1000, 19000],
    [['07', '12'], ['07', '11', '22', '33', '44'], 1000, 9500],
    [['01', '02', '03'], ['07', '11', '22', '33', '44'], 900, 0],
  ])('picks %o against %o with stake %i pay %i', (picks, drawn, stake, payout) => {
    expect(lotteryPayout(picks, drawn, stake).payout).toBe(payout);
  });
});
