/**
 * The manual rebate (SPEC §2 personal centre manualRebate, flag MANPLAYREB3): what the
 * valid bets since the member's last claim pay back at each category's rate, claimed by hand,
 * paid once through the ledger.
 */
export { quoteOf } from './quote';
export { rateRows, rebateReadout } from './repository';
