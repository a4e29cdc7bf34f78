/**
 * The manual rebate's arithmetic, in the contract because both sides apply it: the platform when
 * it pays a claim, the rebate page when it shows what a claim would pay. Valid bets are integer
 * minor units and rates integer basis points, so the sum is exact: the total is
 * floor(Σ validBet × rate / 10,000), rounded down once, over all categories together.
 */

/** One category's valid bets since the last claim and its rate. */
export interface RebateInput {
  readonly category: string;
  /** Minor units of valid bet (settled stakes). */
  readonly validBet: number;
  /** Basis points of the valid bet paid back (100 = 1%). */
  readonly rateBps: number;
}

/** A category's line of the quote: its valid bet, rate and what it alone would pay (rounded down). */
export interface RebateShare extends RebateInput {
  readonly amount: number;
}

/** What a claim pays: the lines per category and the total, in minor units. */
export interface RebateSum {
  readonly lines: readonly RebateShare[];
  /**
   * floor(Σ validBet × rateBps / 10,000): rounded once over the sum, so it may be a unit more than
   * the lines' amounts added up (each rounded down alone), never less.
   */
  readonly total: number;
}

const RATE_SCALE = 10_000n;

function whole(name: string, value: number, most = Number.MAX_SAFE_INTEGER) {
  if (!Number.isSafeInteger(value) || value < 0 || value > most)
    throw new RangeError(`${name} must be a whole number from 0 to ${most}, not ${value}`);
}

/**
 * The rebate of each category and the total, with `bonusBps` (the member's VIP level's) added to
 * every category's rate. Categories with no valid bet keep their line with an amount of 0.
 *
 * @example
 * computeRebate([{ category: 'RNG', validBet: 12_345, rateBps: 100 }, { category: 'LIVE', validBet: 10_000, rateBps: 55 }]);
 * // lines: RNG 123 (123.45 rounded down), LIVE 55; total: floor((1_234_500 + 550_000) / 10_000) = 178
 */
export function computeRebate(inputs: readonly RebateInput[], bonusBps = 0): RebateSum {
  whole('bonusBps', bonusBps, 10_000);
  let sum = 0n;
  const lines = inputs.map((input) => {
    whole('validBet', input.validBet);
    whole('rateBps', input.rateBps, 10_000);
    const rateBps = Math.min(input.rateBps + bonusBps, 10_000);
    const product = BigInt(input.validBet) * BigInt(rateBps);
    sum += product;
    return { ...input, rateBps, amount: Number(product / RATE_SCALE) };
  });
  return { lines, total: Number(sum / RATE_SCALE) };
}
