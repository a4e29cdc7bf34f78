/**
 * Promotions (SPEC §2 /promotions and /promoDetail, §4 statuses, §5 comments, §7 the
 * raffle relay): the operator's decisions, and what the switches, the reset and
 * the artwork use. Money moves only through the ledger, from the operator's promotions budget.
 */
export { decideApplicationOf, grantRaffleDraw } from './decisions';
export { findPromotion, forgetPromotionsOf } from './repository';
