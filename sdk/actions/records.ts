import type { Core } from './core';

/** The member's records (SPEC §2 personalHistoryCopy, transactionHistory, personalProfit). */
export function recordActions(_core: Core) {
  return {};
}
