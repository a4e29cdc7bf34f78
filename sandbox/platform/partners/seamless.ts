import type { Sandbox } from '../../core/context';
import { wallNow } from '../../core/clock/clock';
import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import {
  insertCallback,
  partnerOfAccount,
  recordCallback,
  type CallbackAction,
  type CallbackRow,
  type PartnerRow,
} from './repository';
import { callWallet, INLINE_RETRIES, type RetryPolicy, type WalletAnswer } from './wallet-client';

/**
 * The seamless wallet (beyond SPEC): a partner in `seamless` mode keeps its players' money, and every
 * bet, win and rollback of theirs is a signed callback to the partner's wallet URL. Nothing of it
 * touches the platform's ledger: the round is recorded in game_rounds as always, and its money in
 * wallet_callbacks, one row per callback id (the round's ledger key, `round:<id>:bet|win|rollback`),
 * which is also what the partner applies once.
 */

/** A partner's player whose money is at the partner, with the partner. */
export interface SeamlessPlayer {
  readonly partner: PartnerRow;
  readonly playerId: string;
  readonly accountId: number;
}

/** The partner holding this member's money, when the member's partner is in seamless mode. */
export async function seamlessPlayerOf(
  db: Queryable,
  accountId: number,
): Promise<SeamlessPlayer | undefined> {
  const row = await partnerOfAccount(db, accountId);
  if (!row || row.wallet_mode !== 'seamless' || !row.wallet_url) return undefined;
  const { partner_player_id: playerId, ...partner } = row;
  return { partner, playerId, accountId };
}

/** The same, for callbacks of a round already made: the mode may have changed since, the partner has not. */
export async function partnerPlayerOf(db: Queryable, accountId: number): Promise<SeamlessPlayer> {
  const row = await partnerOfAccount(db, accountId);
  if (!row) throw new Error(`account ${accountId} has a partner round but no partner`);
  const { partner_player_id: playerId, ...partner } = row;
  return { partner, playerId, accountId };
}

export const walletUnavailable = () =>
  new Fault(502, 'wallet_unavailable', "The partner's wallet did not answer: please try again in a moment");

/** The player's balance at the partner, in minor units (two attempts); a Fault when it cannot be had. */
export async function partnerBalance(sandbox: Sandbox, player: SeamlessPlayer): Promise<number> {
  const answer = await callWallet(
    player.partner,
    'balance',
    { player: player.playerId, currency: await sandbox.settings.get('currency') },
    { now: () => wallNow(sandbox), retry: { attempts: 2, backoffMs: 50 } },
  );
  if (answer.outcome !== 'confirmed') throw walletUnavailable();
  return answer.balance!;
}

/**
 * How long the inline send of a new callback may take before the sweeper takes it over: every
 * attempt timing out, the backoff between them, and a margin.
 */
const inlineGraceMs = (partner: PartnerRow) =>
  INLINE_RETRIES.attempts * partner.wallet_timeout_ms +
  2 * INLINE_RETRIES.backoffMs * INLINE_RETRIES.attempts +
  5_000;

/** The next try of a pending callback: 2 s, 4 s, … up to 5 minutes apart. */
export const retryDelayMs = (attemptsSoFar: number) =>
  Math.min(2_000 * 2 ** Math.max(0, attemptsSoFar - 1), 300_000);

/** Records a callback about to be sent to the player's partner, in the caller's transaction. */
export function recordNewCallback(
  tx: Queryable,
  sandbox: Sandbox,
  player: SeamlessPlayer,
  callback: Pick<CallbackRow, 'callback_id' | 'round_id' | 'action' | 'amount'>,
) {
  const now = sandbox.now();
  return insertCallback(
    tx,
    { ...callback, partner_id: player.partner.id, account_id: player.accountId },
    now,
    new Date(now.getTime() + inlineGraceMs(player.partner)),
  );
}

/** What a callback of each action says besides the common fields. */
function payloadOf(callback: CallbackRow, playerId: string, currency: string): Record<string, unknown> {
  const base = {
    id: callback.callback_id,
    player: playerId,
    amount: callback.amount,
    currency,
    roundId: callback.round_id,
  };
  const debitId = `round:${callback.round_id}:bet`;
  if (callback.action === 'credit') return { ...base, debitId };
  if (callback.action === 'rollback') return { ...base, originalId: debitId };
  return base;
}

/**
 * Sends a recorded callback and records what came of it. A debit that nobody answered becomes
 * `unknown` (its round is rolled back by the caller); a credit or rollback that nobody answered
 * stays `pending`: the sweeper sends it again until the partner confirms it, because the money is
 * owed whatever happens.
 */
export async function sendCallback(
  sandbox: Sandbox,
  callback: CallbackRow,
  player: SeamlessPlayer,
  retry?: RetryPolicy,
): Promise<WalletAnswer> {
  const currency = await sandbox.settings.get('currency');
  const sent = await callWallet(
    player.partner,
    callback.action,
    payloadOf(callback, player.playerId, currency),
    { now: () => wallNow(sandbox), retry },
  );
  // A debit refused after an attempt nobody answered is not proof that nothing moved: the earlier
  // attempt may have been applied (and a partner that forgets its idempotency ids would refuse the
  // retry). Only a rollback makes that round safe, so its outcome counts as unknown.
  const answer: WalletAnswer =
    callback.action === 'debit' && sent.outcome === 'refused' && sent.attempts > 1
      ? { ...sent, outcome: 'unknown' }
      : sent;
  const attemptsSoFar = callback.attempts + answer.attempts;
  const status =
    answer.outcome === 'unknown' ? (callback.action === 'debit' ? 'unknown' : 'pending') : answer.outcome;
  await recordCallback(
    sandbox.db,
    callback.callback_id,
    {
      status,
      attempts: answer.attempts,
      balance: answer.balance,
      reference: answer.reference,
      error: answer.error,
      nextAttemptAt:
        status === 'pending' ? new Date(sandbox.now().getTime() + retryDelayMs(attemptsSoFar)) : undefined,
    },
    sandbox.now(),
  );
  return answer;
}

export type { CallbackAction, CallbackRow };
