/**
 * The points mall's arithmetic, in the contract because both sides apply it: the platform when it
 * earns, redeems and converts, the point mall page when it shows what a bet earns or a conversion
 * pays before the player sends it. Points are whole numbers and money is minor units, so no sum
 * passes through a float.
 */

/** The brand's points rules, as the platform keeps them (money in minor units). */
export interface PointsRules {
  /** Valid bet that earns one point: a settled round earns `floor(stake / validBetPerPoint)`. */
  readonly validBetPerPoint: number;
  /** Points convert in steps of this many... */
  readonly convertPoints: number;
  /** ...each step paying this much money. */
  readonly convertMinor: number;
  /** The fewest and the most points one conversion takes. */
  readonly minConvertPoints: number;
  readonly maxConvertPoints: number;
}

function wholeNumber(name: string, value: number, least: number) {
  if (!Number.isSafeInteger(value) || value < least)
    throw new RangeError(`${name} must be a whole number of at least ${least}, not ${value}`);
}

/**
 * The points one settled round earns from its valid bet (its stake). Each round counts alone, the
 * remainder below one point's worth earning nothing: so a round's points never depend on the
 * order in which rounds settle, and a reversed round takes back exactly what it gave.
 *
 * @example
 * pointsForValidBet(250, 100); // 2: 2.50 of valid bet at one point per 1.00
 * pointsForValidBet(99, 100); // 0
 */
export function pointsForValidBet(validBetMinor: number, validBetPerPoint: number): number {
  wholeNumber('validBetMinor', validBetMinor, 0);
  wholeNumber('validBetPerPoint', validBetPerPoint, 1);
  return Math.floor(validBetMinor / validBetPerPoint);
}

/**
 * The points a redeem of `quantity` rewards costs; undefined when the product is past what a
 * number holds exactly (the platform refuses such a redeem rather than round it).
 */
export function redeemCost(unitPoints: number, quantity: number): number | undefined {
  wholeNumber('unitPoints', unitPoints, 1);
  wholeNumber('quantity', quantity, 1);
  const cost = unitPoints * quantity;
  return Number.isSafeInteger(cost) ? cost : undefined;
}

/** Why a conversion is refused: not a whole number of steps, or outside the minimum and maximum. */
export type ConvertRefusal = 'step' | 'minimum' | 'maximum';

export type ConvertQuote =
  | { readonly ok: true; readonly creditedMinor: number }
  | { readonly ok: false; readonly reason: ConvertRefusal };

/**
 * What converting `points` pays, in minor units: whole steps only, so that every point converted
 * pays exactly its share and none is rounded away.
 *
 * @example
 * convertQuote(1500, rules); // { ok: true, creditedMinor: 1500 } at 100 points → 1.00
 * convertQuote(1550, rules); // { ok: false, reason: 'step' }
 */
export function convertQuote(points: number, rules: PointsRules): ConvertQuote {
  wholeNumber('points', points, 0);
  if (points < rules.minConvertPoints) return { ok: false, reason: 'minimum' };
  if (points > rules.maxConvertPoints) return { ok: false, reason: 'maximum' };
  if (points % rules.convertPoints !== 0) return { ok: false, reason: 'step' };
  const creditedMinor = (points / rules.convertPoints) * rules.convertMinor;
  if (!Number.isSafeInteger(creditedMinor)) return { ok: false, reason: 'maximum' };
  return { ok: true, creditedMinor };
}

/**
 * The most points of `balance` one conversion can take (what "convert all" offers): whole steps,
 * at most the maximum; 0 when that is less than the minimum.
 *
 * @example
 * convertiblePoints(1234, rules); // 1200 at steps of 100
 */
export function convertiblePoints(balance: number, rules: PointsRules): number {
  wholeNumber('balance', balance, 0);
  const top = Math.min(balance, rules.maxConvertPoints);
  const points = top - (top % rules.convertPoints);
  return points >= rules.minConvertPoints ? points : 0;
}
