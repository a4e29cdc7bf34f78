import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { lockedBalanceOf, transfer, walletsOf, walletNameOf } from '../ledger';
import { repeatEvery } from '../../core/clock/repeat';
import { endAllAsBust, endRequirement, membersDue } from './repository';
import { wageringOf } from './standing';

/** Members settled per pass: the rest wait for the next one. */
const BATCH = 50;
const EVERY_MS = 60_000;

/** Below this (minor units, the smallest stake) a wallet holds nothing a bonus could still be in. */
export const BUST_BELOW_MINOR = 100;

/**
 * Ends the member's requirements whose time has passed: met ones as met; the others forfeit their
 * amount (a deposit's bonus, not the deposit) back to the promotions budget, as much of it as the
 * member's wallets still hold, main wallet first (key `forfeit:<source>`, kind bonus_forfeit).
 * Under the main wallet's lock, so a withdrawal waits for it and sees the lock gone with the money.
 */
export async function endExpired(sandbox: Sandbox, accountId: number) {
  const now = sandbox.now();
  const touched = await sandbox.db.transaction(async (tx) => {
    await lockedBalanceOf(tx, accountId);
    let moved = false;
    for (const standing of await wageringOf(tx, accountId, now)) {
      const { row } = standing;
      if (row.ended_at || row.expires_at > now) continue;
      if (standing.state === 'completed') {
        await endRequirement(tx, row.id, { reason: 'met', forfeitedMinor: 0, at: now });
        continue;
      }
      const taken = await takeBack(tx, accountId, row.amount_minor, `forfeit:${row.source}`);
      await endRequirement(tx, row.id, { reason: 'expired', forfeitedMinor: taken, at: now });
      moved ||= taken > 0;
    }
    return moved;
  });
  if (touched) sandbox.balances.invalidate([accountId]);
}

/** Moves up to `amountMinor` from the member's wallets to the promotions budget; what it moved. */
async function takeBack(tx: Queryable, accountId: number, amountMinor: number, key: string) {
  let left = amountMinor;
  const wallets = await walletsOf(tx, accountId);
  for (const wallet of wallets) {
    if (left <= 0) break;
    const take = Math.min(left, Number(wallet.balance));
    if (take <= 0) continue;
    await transfer(tx, {
      from: { walletOf: accountId, wallet: walletNameOf(wallet.kind) },
      to: 'promotions',
      amountMinor: take,
      key: `${key}:${wallet.kind}`,
      kind: 'bonus_forfeit',
      reference: key,
    });
    left -= take;
  }
  return amountMinor - left;
}

/**
 * A member who lost everything in play lost their bonuses with it: before a deposit is credited,
 * if all their wallets hold less than the smallest stake, every open requirement ends (`bust`),
 * so the new deposit is theirs, not locked by a bonus long gone. Run it in the deposit's
 * transaction, after the member's wallet is locked.
 */
export async function forfeitOnBust(sandbox: Sandbox, tx: Queryable, accountId: number) {
  const wallets = await walletsOf(tx, accountId);
  const total = wallets.reduce((sum, w) => sum + Number(w.balance), 0);
  if (total < BUST_BELOW_MINOR) await endAllAsBust(tx, accountId, sandbox.now());
}

/** Ends expired requirements every minute, a batch of members a pass. */
export function startWageringSweeper(sandbox: Sandbox, onError: (error: unknown) => void = console.error) {
  return repeatEvery(
    EVERY_MS,
    async () => {
      for (const accountId of await membersDue(sandbox.db, sandbox.now(), BATCH))
        await endExpired(sandbox, accountId);
    },
    onError,
  );
}
