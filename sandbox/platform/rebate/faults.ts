import { Fault } from '../../core/http/fault';
import { toAmount } from '../ledger';

/** The rebate's refusals (codes in sdk/contract/errors.ts). */

/** Without the brand's flag MANPLAYREB3 (SPEC §6) there is no manual rebate. */
export const rebateDisabled = () => new Fault(403, 'feature_disabled', 'The manual rebate is not enabled');

export const nothingToClaim = () => new Fault(409, 'rebate_nothing_to_claim', 'There is no rebate to claim');

/** New bets (or a claim in another tab) changed the total since the member saw it. */
export const amountChanged = (minor: number) =>
  new Fault(409, 'rebate_amount_changed', 'The rebate changed: check it and claim again', {
    field: 'amount',
    amount: toAmount(minor),
  });
