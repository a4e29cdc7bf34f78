import {
  pointsBalance,
  pointsConfig,
  pointsConvert,
  pointsRedeem,
  pointsRedeemList,
  pointsReward,
  pointsTransactions,
} from '../contract/endpoints/points';
import type { RedeemStatus } from '../contract/entities/points';
import { requestIds } from '../rules/request-ids';
import type { LazyActions } from './lazy-actions';
import type { Core } from './core';
import { sendOnce } from './idempotent';

/**
 * A redeem as the player asks for it; the runtime adds the idempotency `requestId`.
 *
 * @example
 * const input: RedeemInput = { rewardId: 1, quantity: 2, paymentPassword: '482915' };
 * const redeem = await croupier.points.redeem(input);
 */
export interface RedeemInput {
  rewardId: number;
  quantity: number;
  paymentPassword: string;
}

/**
 * A conversion of points into the main wallet as the player asks for it; the runtime adds the
 * idempotency `requestId`.
 *
 * @example
 * const input: ConvertInput = { points: 1_500, paymentPassword: '482915' };
 * const { credited } = await croupier.points.convert(input);
 */
export interface ConvertInput {
  points: number;
  paymentPassword: string;
}

/**
 * The point mall (SPEC §2 /pointMall, §7 Points): the member's points, how they are earned, the
 * catalogue, redeems and conversions. A redeem and a conversion are one intent each: a retry of
 * the same one (a double click, a timeout) carries the same idempotency key, so the platform
 * takes the points once; a new one after an answer gets a new key.
 */
export function pointsActions({ client }: Core, refreshBalance: () => Promise<void>) {
  const redeemIds = requestIds();
  const convertIds = requestIds();
  return {
    /**
     * The member's points, and those held by redeems still in process.
     *
     * @example
     * const { points, pending } = await croupier.points.balance();
     */
    balance: () => client.call(pointsBalance, {}),

    /**
     * How points are earned and what they convert to (public).
     *
     * @example
     * const { validBetPerPoint, convertPoints, convertAmount } = await croupier.points.config();
     */
    config: () => client.call(pointsConfig, {}),

    /**
     * A page of the catalogue of rewards, in the current language (public).
     *
     * @example
     * const { list } = await croupier.points.rewards();
     */
    rewards: (pageNo = 1, pageSize = 50) => client.call(pointsReward, { pageNo, pageSize }),

    /**
     * Redeems a reward with the payment password; the redeem waits for the operator.
     *
     * @example
     * const { redeemId, status } = await croupier.points.redeem({ rewardId: 1, quantity: 1, paymentPassword: '482915' });
     */
    redeem: (input: RedeemInput) =>
      sendOnce(redeemIds, input, (requestId) => client.call(pointsRedeem, { ...input, requestId })),

    /**
     * A page of the member's redeems, newest first, optionally of one status.
     *
     * @example
     * const { list, total } = await croupier.points.redeems(1, 10, 'processing');
     */
    redeems: (pageNo = 1, pageSize = 10, status?: RedeemStatus) =>
      client.call(pointsRedeemList, { pageNo, pageSize, ...(status ? { status } : {}) }),

    /**
     * A page of the member's points movements (earned, redeemed, given back, converted), newest first.
     *
     * @example
     * const { list } = await croupier.points.movements(1, 10);
     */
    movements: (pageNo = 1, pageSize = 10) => client.call(pointsTransactions, { pageNo, pageSize }),

    /**
     * Converts points into the main wallet with the payment password; the header's balance is read
     * again before it answers.
     *
     * @example
     * const { credited } = await croupier.points.convert({ points: 1_000, paymentPassword: '482915' });
     */
    convert: async (input: ConvertInput) => {
      const conversion = await sendOnce(convertIds, input, (requestId) =>
        client.call(pointsConvert, { ...input, requestId }),
      );
      // A failed reading of the balance must not turn a done conversion into an error.
      await refreshBalance().catch(() => undefined);
      return conversion;
    },
  };
}

/**
 * `croupier.points`: the point mall's calls, each loading the module on first use.
 *
 * @example
 * const { points } = await croupier.points.balance();
 */
export interface PointsActions extends LazyActions<ReturnType<typeof pointsActions>> {}
