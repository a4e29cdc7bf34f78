import type { Sandbox } from '../../core/context';
import { PARTNER_MAX_SKEW_MS } from '@sdk/contract/partner';
import { deferCallback, dueCallbacks, forgetNonces, forgetTickets, recordCallback } from './repository';
import { partnerPlayerOf, sendCallback } from './seamless';
import { repeatEvery } from '../../core/clock/repeat';

const SWEEP_EVERY_MS = 2_000;
/** A pass sends at most this many callbacks; the rest wait for the next one. */
const BATCH = 20;
/** While the sweeper sends a callback no other pass takes it. */
const CLAIM_MS = 60_000;

/**
 * One pass: sends again every pending credit and rollback whose time has come (one attempt each;
 * the next waits longer), and settles debits whose inline send never finished (the process
 * stopped mid-round) by rolling their rounds back. Old nonces and tickets go.
 */
export async function sweepCallbacks(sandbox: Sandbox, rollback: (roundId: number) => Promise<unknown>) {
  const now = sandbox.now();
  for (const callback of await dueCallbacks(sandbox.db, now, BATCH)) {
    await deferCallback(sandbox.db, callback.callback_id, new Date(now.getTime() + CLAIM_MS));
    if (callback.action === 'debit') {
      await recordCallback(
        sandbox.db,
        callback.callback_id,
        { status: 'unknown', attempts: 0, error: 'abandoned' },
        now,
      );
      await rollback(callback.round_id);
      continue;
    }
    const player = await partnerPlayerOf(sandbox.db, callback.account_id);
    await sendCallback(sandbox, callback, player, { attempts: 1, backoffMs: 0 });
  }
  // A nonce outlives any timestamp that could still pass (five minutes either way), then goes.
  await forgetNonces(sandbox.db, new Date(now.getTime() - 3 * PARTNER_MAX_SKEW_MS));
  await forgetTickets(sandbox.db, new Date(now.getTime() - 86_400_000));
}

/** Runs the sweep every two seconds until stopped. */
export function startCallbackSweeper(
  sandbox: Sandbox,
  rollback: (roundId: number) => Promise<unknown>,
  onError: (error: unknown) => void = console.error,
) {
  const loop = repeatEvery(SWEEP_EVERY_MS, () => sweepCallbacks(sandbox, rollback), onError);
  return {
    /** One pass now (tests: no waiting for the timer). */
    sweep: () => sweepCallbacks(sandbox, rollback),
    stop: loop.stop,
  };
}
