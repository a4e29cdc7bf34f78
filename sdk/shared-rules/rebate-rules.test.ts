import { describe, expect, it } from 'vitest';
import { computeRebate } from './rebate-rules';

describe('computeRebate: valid bets × rate, in basis points, rounded down once over the sum', () => {
  it.each([
    // lines [category, valid bet (minor), rate (bps)], bonus, line amounts, total, why
    [[['RNG', 10_000, 100]], 0, [100], 100, '100.00 of slots at 1% pays 1.00'],
    [[['RNG', 12_345, 100]], 0, [123], 123, '123.45 rounds down'],
    [[['RNG', 0, 100]], 0, [0], 0, 'no bet, no rebate'],
    [[['LIVE', 99, 100]], 0, [0], 0, 'under a cent'],
    [
      [
        ['RNG', 150, 100],
        ['LIVE', 150, 100],
      ],
      0,
      [1, 1],
      3,
      'the halves of two lines add up before rounding',
    ],
    [
      [
        ['RNG', 10_000, 100],
        ['LOTT', 10_000, 30],
      ],
      0,
      [100, 30],
      130,
      'each category at its own rate',
    ],
    [[['RNG', 10_000, 100]], 20, [120], 120, "the VIP level's bonus adds to the rate"],
    [[['RNG', 10_000, 9_990]], 20, [10_000], 10_000, 'a rate never passes 100%'],
    [
      [['RNG', 9_007_199_254_740_991, 10_000]],
      0,
      [9_007_199_254_740_991],
      9_007_199_254_740_991,
      'exact where valid bet × rate is past what a number holds',
    ],
  ] as [[string, number, number][], number, number[], number, string][])(
    '%j, bonus %i → %j, total %i (%s)',
    (inputs, bonus, amounts, total, _why) => {
      const quote = computeRebate(
        inputs.map(([category, validBet, rateBps]) => ({ category, validBet, rateBps })),
        bonus,
      );
      expect(quote.lines.map((line) => line.amount)).toEqual(amounts);
      expect(quote.total).toBe(total);
    },
  );

  it('answers the rate applied, bonus included, on each line', () => {
    const quote = computeRebate([{ category: 'FISH', validBet: 500, rateBps: 80 }], 5);
    expect(quote.lines).toEqual([{ category: 'FISH', validBet: 500, rateBps: 85, amount: 4 }]);
  });

  it.each([
    [{ category: 'RNG', validBet: -1, rateBps: 100 }, 0],
    [{ category: 'RNG', validBet: 1.5, rateBps: 100 }, 0],
    [{ category: 'RNG', validBet: 100, rateBps: 10_001 }, 0],
    [{ category: 'RNG', validBet: 100, rateBps: 100 }, -1],
  ])('refuses %j with bonus %i', (input, bonus) => {
    expect(() => computeRebate([input], bonus)).toThrow(RangeError);
  });
});
