import { describe, expect, it } from 'vitest';
import { parseWhole, pointsRulesOf, redeemMax, validateConvert, validateRedeem } from './points';

const config = {
  currency: 'PHP',
  validBetPerPoint: 1,
  convertPoints: 100,
  convertAmount: 1,
  minConvertPoints: 1_000,
  maxConvertPoints: 1_000_000,
};
const rules = pointsRulesOf(config);
const PASSWORD = '482915';

describe('pointsRulesOf', () => {
  it('turns the decimal money of the config into minor units, exactly', () => {
    expect(rules).toEqual({
      validBetPerPoint: 100,
      convertPoints: 100,
      convertMinor: 100,
      minConvertPoints: 1_000,
      maxConvertPoints: 1_000_000,
    });
    expect(pointsRulesOf({ ...config, convertAmount: 0.29 }).convertMinor).toBe(29);
  });
});

describe('parseWhole', () => {
  it.each([
    ['12', 12],
    [' 1500 ', 1500],
    ['0', 0],
    ['', null],
    ['1.5', null],
    ['-3', null],
    ['1e3', null],
    ['12a', null],
  ])('%j → %j', (text, expected) => expect(parseWhole(text)).toBe(expected));
});

describe('validateRedeem', () => {
  const reward = { points: 500, stock: 10, maxPerRedeem: 5 };
  it.each([
    ['1', PASSWORD, 1_000, {}],
    ['2', PASSWORD, 1_000, {}],
    [
      '3',
      PASSWORD,
      1_000,
      { quantity: { key: 'pointMall.redeem.notEnough', values: { cost: 1500, points: 1000 } } },
    ],
    ['0', PASSWORD, 1_000, { quantity: { key: 'pointMall.redeem.quantityRange', values: { max: 5 } } }],
    ['6', PASSWORD, 9_000, { quantity: { key: 'pointMall.redeem.quantityRange', values: { max: 5 } } }],
    ['1.5', PASSWORD, 9_000, { quantity: { key: 'pointMall.redeem.quantityRange', values: { max: 5 } } }],
    ['1', '', 1_000, { paymentPassword: { key: 'validation.required' } }],
    ['1', '12a', 1_000, { paymentPassword: { key: 'security.paymentPassword.format' } }],
  ])('quantity %j, password %j, %i points', (quantity, paymentPassword, balance, expected) =>
    expect(validateRedeem({ quantity, paymentPassword }, reward, balance)).toEqual(expected),
  );

  it('allows no more than the stock left, and nothing of a reward out of stock', () => {
    expect(redeemMax({ maxPerRedeem: 5, stock: 2 })).toBe(2);
    expect(
      validateRedeem({ quantity: '3', paymentPassword: PASSWORD }, { ...reward, stock: 2 }, 9_000),
    ).toEqual({
      quantity: { key: 'pointMall.redeem.quantityRange', values: { max: 2 } },
    });
    expect(
      validateRedeem({ quantity: '1', paymentPassword: PASSWORD }, { ...reward, stock: 0 }, 9_000),
    ).toEqual({
      quantity: { key: 'pointMall.redeem.soldOut' },
    });
  });
});

describe('validateConvert', () => {
  const limits = { step: 100, min: 1_000, max: 1_000_000 };
  it.each([
    ['1500', 5_000, {}],
    ['1000', 1_000, {}],
    ['', 5_000, { points: { key: 'pointMall.convert.whole' } }],
    ['15.5', 5_000, { points: { key: 'pointMall.convert.whole' } }],
    ['1550', 5_000, { points: { key: 'pointMall.convert.step', values: limits } }],
    ['900', 5_000, { points: { key: 'pointMall.convert.minimum', values: limits } }],
    ['1000100', 9_000_000, { points: { key: 'pointMall.convert.maximum', values: limits } }],
    ['2000', 1_500, { points: { key: 'pointMall.convert.overBalance', values: { points: 1_500 } } }],
  ])('%j points with %i', (points, balance, expected) =>
    expect(validateConvert({ points, paymentPassword: PASSWORD }, rules, balance)).toEqual(expected),
  );

  it('asks for the payment password', () => {
    expect(validateConvert({ points: '1000', paymentPassword: '' }, rules, 5_000)).toEqual({
      paymentPassword: { key: 'validation.required' },
    });
  });
});
