import type { LazyActions } from './lazy-actions';
import type { Core } from './core';
import { cashierActions } from './cashier';
import { withdrawActions } from './withdrawals';
import { recordActions } from './records';
import { transferActions } from './transfers';
import { bonusActions } from './bonuses';

// Feedback (croupier.feedback) loads with this chunk, though it moves no money: it judges images by
// the withdrawal proofs' contract rules, and a chunk of its own would split those rules out of the
// withdraw page's chunk into one more file on the member centre's first load (at its 60 KB budget).
export { feedbackActions } from './feedback';
// The records (croupier.records) share the chunk: the records pages sit beside the money pages.
export { recordActions } from './records';

/**
 * Everything the member centre does with money, as one lazily loaded module: deposits,
 * withdrawals, transfers and records. One loader in the runtime instead of four keeps the shared
 * runtime inside its budget; each concept keeps its own file.
 */
export function cashierModule(core: Core, refreshBalance: () => Promise<void>) {
  return {
    ...cashierActions(core, refreshBalance),
    ...withdrawActions(core, refreshBalance),
    ...recordActions(core),
    ...transferActions(core, refreshBalance),
    ...bonusActions(core),
  };
}

/**
 * `croupier.cashier`: deposits, withdrawals and transfers, each loading the module on first use.
 * The member's records are `croupier.records`; 1.x keeps them here too, until 2.0.0.
 *
 * @example
 * const { methods } = await croupier.cashier.depositMethods();
 */
export interface CashierActions extends LazyActions<ReturnType<typeof cashierModule>> {}
