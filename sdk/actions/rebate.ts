import type { LazyActions } from './lazy-actions';
import type { Core } from './core';
import { rebateClaim, rebateHistory, rebateQuote } from '../contract/endpoints/rebate';
import { requestIds } from '../rules/request-ids';
import { sendOnce } from './idempotent';
import { afterPaid } from './after-paid';

/**
 * The manual rebate (SPEC §2 manualRebate, flag MANPLAYREB3): what a claim would pay now, the claim
 * confirming the total the member was shown, and the claims made. A claim carries an idempotency
 * key that stays with its content until answered, so it is paid once; a paid claim refreshes the
 * balance.
 */
export function rebateActions({ client }: Core, refreshBalance: () => Promise<void>) {
  const rebateIds = requestIds();
  return {
    /** What a rebate claim would pay now, per category. */
    quote: () => client.call(rebateQuote, {}),
    /** Claims the rebate, confirming the total the member was shown. */
    claim: (amount: number) =>
      sendOnce(rebateIds, { amount }, (requestId) => client.call(rebateClaim, { requestId, amount })).then(
        afterPaid(refreshBalance),
      ),
    /** A page of the member's rebate claims, newest first. */
    history: (pageNo: number, pageSize: number) => client.call(rebateHistory, { pageNo, pageSize }),
  };
}

/**
 * `croupier.rebate`: the manual rebate's quote, claim and history; the code loads with the first call.
 *
 * @example
 * const { total } = await croupier.rebate.quote();
 */
export interface RebateActions extends LazyActions<ReturnType<typeof rebateActions>> {}
