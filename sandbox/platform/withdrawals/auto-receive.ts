import type { Sandbox } from '../../core/context';
import { dueForReceipt, markForcedReceived } from './repository';
import { repeatEvery } from '../../core/clock/repeat';

/**
 * SPEC §4: a paid withdrawal the player does not confirm within the brand's N minutes counts as
 * received (`forced_received`). The sweeper does it for everyone in the background; a member's own
 * orders are also brought up to date whenever they are read, so nobody sees a stale status.
 */

/** Orders forced per sweep: the rest wait for the next one. */
const SWEEP_BATCH = 100;

async function receiveDue(sandbox: Sandbox, accountId: number | null) {
  const now = sandbox.now();
  for (const { order_no: orderNo } of await dueForReceipt(sandbox.db, now, accountId, SWEEP_BATCH)) {
    // The update judges the time again: an answer that came meanwhile wins.
    await markForcedReceived(sandbox.db, orderNo, now, true);
  }
}

/** Before a member's orders are read or answered: those whose time has passed are received. */
export const receiveDueOf = (sandbox: Sandbox, accountId: number) => receiveDue(sandbox, accountId);

const SWEEP_EVERY_MS = 1_000;

/**
 * Forces the receipt of due orders every second. The timer does not keep the process alive;
 * `stop` waits for a sweep under way, so that the database can close after it.
 */
export function startWithdrawalSweeper(sandbox: Sandbox, onError: (error: unknown) => void = console.error) {
  return repeatEvery(SWEEP_EVERY_MS, () => receiveDue(sandbox, null), onError);
}
