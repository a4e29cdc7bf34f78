import type { PointsConfig, PointsReward } from '../contract/entities/points';
import { convertQuote, redeemCost, type PointsRules } from '../shared-rules/points-rules';
import { toMinorUnits } from './money';
import { onlyErrors, type FieldError, type FieldErrors } from './validation/validate-field';
import { typedPaymentPasswordError } from './validation/payment-password';

/** The point mall's forms as the page checks them before sending (the platform checks again). */

/**
 * The points rules of the shared arithmetic (sdk/shared-rules/points-rules.ts) from the config the
 * platform answers (money there in decimals, here in minor units).
 *
 * @example
 * pointsRulesOf({ currency: 'PHP', validBetPerPoint: 1, convertPoints: 100, convertAmount: 1,
 *   minConvertPoints: 1000, maxConvertPoints: 1000000 }).convertMinor; // 100
 */
export function pointsRulesOf(config: PointsConfig): PointsRules {
  return {
    validBetPerPoint: toMinorUnits(config.validBetPerPoint),
    convertPoints: config.convertPoints,
    convertMinor: toMinorUnits(config.convertAmount),
    minConvertPoints: config.minConvertPoints,
    maxConvertPoints: config.maxConvertPoints,
  };
}

const WHOLE = /^\d{1,13}$/;

/**
 * A whole number of points or rewards as typed (digits only, spaces around ignored), or null.
 *
 * @example
 * parseWhole(' 1500 '); // 1500
 * parseWhole('15.5'); // null
 */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : null;
}

/** How many of a reward one redeem can take now: its own maximum, and no more than its stock. */
export const redeemMax = (reward: Pick<PointsReward, 'maxPerRedeem' | 'stock'>) =>
  Math.min(reward.maxPerRedeem, reward.stock);

export type RedeemField = 'quantity' | 'paymentPassword';

/**
 * The redeem dialog: a whole quantity from 1 to what the reward allows now, a cost the member's
 * points cover, and the six-digit payment password.
 *
 * @example
 * validateRedeem({ quantity: '3', paymentPassword: '482915' }, { points: 500, stock: 10, maxPerRedeem: 5 }, 1000);
 * // → { quantity: { key: 'pointMall.redeem.notEnough', values: { cost: 1500, points: 1000 } } }
 */
export function validateRedeem(
  values: { readonly quantity: string; readonly paymentPassword: string },
  reward: Pick<PointsReward, 'points' | 'stock' | 'maxPerRedeem'>,
  balance: number,
): FieldErrors<RedeemField> {
  return onlyErrors({
    quantity: quantityError(values.quantity, reward, balance),
    paymentPassword: typedPaymentPasswordError(values.paymentPassword),
  });
}

function quantityError(
  text: string,
  reward: Pick<PointsReward, 'points' | 'stock' | 'maxPerRedeem'>,
  balance: number,
): FieldError | undefined {
  const max = redeemMax(reward);
  if (max < 1) return { key: 'pointMall.redeem.soldOut' };
  const quantity = parseWhole(text);
  if (quantity === null || quantity < 1 || quantity > max)
    return { key: 'pointMall.redeem.quantityRange', values: { max } };
  const cost = redeemCost(reward.points, quantity);
  if (cost === undefined || cost > balance)
    return { key: 'pointMall.redeem.notEnough', values: { cost: cost ?? Infinity, points: balance } };
  return undefined;
}

export type ConvertField = 'points' | 'paymentPassword';

/**
 * The convert dialog: whole steps between the minimum and the maximum, no more than the member's
 * points, and the six-digit payment password. The quote the dialog shows comes from the same rule
 * the platform pays by (convertQuote).
 *
 * @example
 * validateConvert({ points: '1550', paymentPassword: '482915' }, rules, 5000);
 * // → { points: { key: 'pointMall.convert.step', values: { step: 100 } } }
 */
export function validateConvert(
  values: { readonly points: string; readonly paymentPassword: string },
  rules: PointsRules,
  balance: number,
): FieldErrors<ConvertField> {
  return onlyErrors({
    points: convertPointsError(values.points, rules, balance),
    paymentPassword: typedPaymentPasswordError(values.paymentPassword),
  });
}

function convertPointsError(text: string, rules: PointsRules, balance: number): FieldError | undefined {
  const points = parseWhole(text);
  if (points === null || points < 1) return { key: 'pointMall.convert.whole' };
  const quote = convertQuote(points, rules);
  if (!quote.ok)
    return {
      key: `pointMall.convert.${quote.reason}`,
      values: { step: rules.convertPoints, min: rules.minConvertPoints, max: rules.maxConvertPoints },
    };
  if (points > balance) return { key: 'pointMall.convert.overBalance', values: { points: balance } };
  return undefined;
}
