import { describe, expect, it } from 'vitest';
import {
  convertiblePoints,
  convertQuote,
  pointsForValidBet,
  type ConvertQuote,
  redeemCost,
  type PointsRules,
} from './points-rules';

/** The seed's rules: a point per 1.00 of valid bet; 100 points pay 1.00, 1,000 to 1,000,000 a time. */
const RULES: PointsRules = {
  validBetPerPoint: 100,
  convertPoints: 100,
  convertMinor: 100,
  minConvertPoints: 1_000,
  maxConvertPoints: 1_000_000,
};

describe('pointsForValidBet: each settled round alone, the remainder earning nothing', () => {
  it.each([
    // valid bet (minor), per point (minor), points, why
    [100, 100, 1, 'the smallest stake of the demo games earns a point'],
    [250, 100, 2, '2.50 earns two points, the 0.50 left earns nothing'],
    [99, 100, 0, 'under one point’s worth'],
    [0, 100, 0, 'a refunded round is no valid bet'],
    [50_000, 100, 500, 'the largest stake of the demo games'],
    [1_000, 1_000, 1, 'a brand giving a point per 10.00'],
    [999, 1_000, 0, 'just under it'],
    [100, 10, 10, 'a brand giving ten points per 1.00'],
    [9_007_199_254_740_991, 1, 9_007_199_254_740_991, 'exact up to the largest safe integer'],
  ])('%i at %i a point → %i (%s)', (bet, per, points) => {
    expect(pointsForValidBet(bet, per)).toBe(points);
  });

  it.each([
    [1.5, 100],
    [-100, 100],
    [100, 0],
    [100, Number.NaN],
  ])('refuses (%s, %s): not whole minor units, or no rate', (bet, per) => {
    expect(() => pointsForValidBet(bet, per)).toThrow(RangeError);
  });
});

describe('redeemCost', () => {
  it.each([
    [1_000, 1, 1_000],
    [1_000, 3, 3_000],
    [2 ** 52, 2, undefined],
  ])('%i points × %i → %s', (unit, quantity, cost) => {
    expect(redeemCost(unit, quantity)).toBe(cost);
  });

  it('refuses a quantity that is not a whole number of one or more', () => {
    expect(() => redeemCost(100, 0)).toThrow(RangeError);
    expect(() => redeemCost(100, 1.5)).toThrow(RangeError);
  });
});

describe('convertQuote: whole steps between the minimum and the maximum', () => {
  it.each<[number, ConvertQuote, string]>([
    // points, quote, why
    [1_000, { ok: true, creditedMinor: 1_000 }, 'the minimum pays 10.00'],
    [1_500, { ok: true, creditedMinor: 1_500 }, 'fifteen steps'],
    [1_000_000, { ok: true, creditedMinor: 1_000_000 }, 'the maximum'],
    [1_550, { ok: false, reason: 'step' }, 'half a step would pay half a cent'],
    [900, { ok: false, reason: 'minimum' }, 'under the minimum'],
    [0, { ok: false, reason: 'minimum' }, 'nothing'],
    [1_000_100, { ok: false, reason: 'maximum' }, 'over the maximum'],
  ])('%i → %j (%s)', (points, quote) => {
    expect(convertQuote(points, RULES)).toEqual(quote);
  });

  it('pays other rates exactly', () => {
    const rules = { ...RULES, convertPoints: 30, convertMinor: 7, minConvertPoints: 30 };
    expect(convertQuote(90, rules)).toEqual({ ok: true, creditedMinor: 21 });
    expect(convertQuote(100, rules)).toEqual({ ok: false, reason: 'step' });
  });

  it('refuses a count of points that is not whole', () => {
    expect(() => convertQuote(1_000.5, RULES)).toThrow(RangeError);
    expect(() => convertQuote(-1_000, RULES)).toThrow(RangeError);
  });
});

describe('convertiblePoints: what "convert all" takes', () => {
  it.each([
    [1_234, 1_200],
    [999, 0],
    [1_000, 1_000],
    [5_000_050, 1_000_000],
  ])('a balance of %i converts %i', (balance, points) => {
    expect(convertiblePoints(balance, RULES)).toBe(points);
  });
});
