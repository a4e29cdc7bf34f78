import { bonusList } from '../contract/endpoints/bonuses';
import type { RequestOf, ResponseOf } from '../contract/endpoint';
import type { Core } from './core';

/**
 * The filters of the member's bonus list: a range of GMT+8 days, a state, a page.
 *
 * @example
 * const query: BonusQuery = { from: '2026-11-01', to: '2026-11-26', state: 'in_progress', pageNo: 1 };
 * const page = await croupier.cashier.bonusList(query);
 */
export type BonusQuery = RequestOf<typeof bonusList>;
/**
 * A page of the member's bonuses with the filter's totals.
 *
 * @example
 * const page: BonusList = await croupier.cashier.bonusList({ from: '2026-11-01', to: '2026-11-26' });
 */
export type BonusList = ResponseOf<typeof bonusList>;

/** The personal centre's bonusDetails: the member's bonuses with their turnover. */
export function bonusActions({ client }: Core) {
  return {
    /**
     * The member's bonuses credited in the range, newest first: amount, kind, turnover required
     * and done, expiry and state, and totals over every bonus the filter matches.
     *
     * @example
     * const { list, totals } = await croupier.cashier.bonusList({ from: '2026-11-01', to: '2026-11-26' });
     */
    bonusList: (query: BonusQuery, signal?: AbortSignal): Promise<BonusList> =>
      client.call(bonusList, query, { signal }),
  };
}
