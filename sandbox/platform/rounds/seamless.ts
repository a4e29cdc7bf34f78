import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import {
  findCallbackOf,
  partnerPlayerOf,
  recordNewCallback,
  sendCallback,
  type CallbackRow,
} from '../partners';
import {
  findRoundByRequest,
  insertRound,
  lockAccount,
  lockRound,
  markOpen,
  markRolledBack,
  markSettled,
  type Round,
} from './repository';
import { checkLiveRounds, newRound, requestIdConflict, type BetInput } from './bet';
import { finishing, isLive } from './state';

/**
 * Rounds of a seamless-wallet player (sandbox/platform/partners/seamless.ts): the same rounds, the same
 * state machine (state.ts), the same idempotency ids, but each movement is a callback to the
 * partner's wallet instead of a ledger posting. No platform wallet is debited or credited, so no
 * platform money is made or lost. The round is `pending` from its insert until the partner
 * confirms the stake; only then is it open, and only an open round is drawn, settled or cancelled.
 *
 * The round and its callback are written before anything is sent, and no transaction is held
 * while the partner answers: a slow partner slows its own player, not the database.
 */

/** The wallet name of a launch and of its rounds when the money is at the partner. */
export const PARTNER_WALLET = 'partner';

/** A round as a seamless call returns it: with the partner's balance after it, when one was told. */
export type SeamlessRound = Round & { partnerBalance?: number };

export const roundFailed = (roundId: number) =>
  new Fault(502, 'round_failed', 'The round could not be completed; your stake was returned', { roundId });

/**
 * The partner's wallet did not answer a debit within its time (every attempt timed out): the round
 * is rolled back, like any debit left unknown, and the player is told that it was the wallet that
 * did not answer, so a slow partner is not mistaken for a broken game.
 */
export const walletTimedOut = (roundId: number) =>
  new Fault(
    502,
    'wallet_timeout',
    'Your wallet did not confirm the bet in time, so it was cancelled; any stake taken is given back',
    { roundId },
  );

/**
 * Opens a round, `pending`, and debits the stake at the partner (`round:<id>:bet`). A confirmed
 * debit opens it; a refused one rolls it back with nothing moved; a debit nobody answered is rolled
 * back at the partner (`round:<id>:rollback`), which the partner applies whether or not the debit
 * ever reached it.
 */
export async function placeSeamlessBet(
  sandbox: Sandbox,
  bet: BetInput,
  sameBet: (round: Round) => boolean,
): Promise<SeamlessRound> {
  const player = await partnerPlayerOf(sandbox.db, bet.accountId);
  const opened = await sandbox.db.transaction(async (tx) => {
    // The member's bets one after the other, so that the count of live rounds holds.
    await lockAccount(tx, bet.accountId);
    const round = await insertRound(
      tx,
      newRound({ ...bet, wallet: PARTNER_WALLET }),
      'pending',
      sandbox.now(),
    );
    if (!round) return { replay: (await findRoundByRequest(tx, bet.accountId, bet.requestId))! };
    await checkLiveRounds(tx, bet.accountId);
    const debit = (await recordNewCallback(tx, sandbox, player, {
      callback_id: `round:${round.id}:bet`,
      round_id: round.id,
      action: 'debit',
      amount: bet.stake,
    }))!;
    return { round, debit };
  });
  if (opened.replay) {
    if (!sameBet(opened.replay)) throw requestIdConflict();
    // The first request may still be waiting for its debit: a replay must not settle (and credit) a
    // round whose stake the partner has not confirmed, or a win could be paid on a stake never taken.
    finishing(opened.replay.status, opened.replay.id);
    return opened.replay;
  }
  const { round, debit } = opened as { round: Round; debit: CallbackRow };
  const answer = await sendCallback(sandbox, debit, player);
  if (answer.outcome === 'confirmed') {
    const open = await sandbox.db.transaction((tx) => markOpen(tx, round.id));
    // The sweeper gave up on this debit first and rolled the round back: its rollback is on its way.
    if (!open) throw roundFailed(round.id);
    return { ...open, partnerBalance: answer.balance };
  }
  if (answer.outcome === 'refused') {
    await sandbox.db.transaction((tx) => markRolledBack(tx, round.id, sandbox.now()));
    if (answer.error === 'insufficient_funds')
      throw new Fault(409, 'insufficient_balance', 'The balance is not enough for this bet');
    throw new Fault(502, 'round_failed', "The partner's wallet refused the bet", { roundId: round.id });
  }
  await rollbackSeamlessRound(sandbox, round.id);
  throw answer.error === 'timeout' ? walletTimedOut(round.id) : roundFailed(round.id);
}

/**
 * Settles an open round: its outcome is final here, and a win is credited at the partner
 * (`round:<id>:win`). A credit the partner does not confirm stays pending and is sent again until
 * it is: the round is never rolled back once the player has won.
 */
export async function settleSeamlessRound(
  sandbox: Sandbox,
  round: Round,
  result: { payout: number; seed: string; outcome: unknown },
): Promise<SeamlessRound> {
  const player = await partnerPlayerOf(sandbox.db, round.account_id);
  const settled = await sandbox.db.transaction(async (tx) => {
    const current = (await lockRound(tx, round.id))!;
    if (finishing(current.status, current.id) === 'final') return { round: current };
    const done = (await markSettled(tx, round.id, result, sandbox.now()))!;
    if (result.payout <= 0) return { round: done };
    const credit = await recordNewCallback(tx, sandbox, player, {
      callback_id: `round:${round.id}:win`,
      round_id: round.id,
      action: 'credit',
      amount: result.payout,
    });
    return { round: done, credit };
  });
  if (!settled.credit) return settled.round;
  const answer = await sendCallback(sandbox, settled.credit, player);
  return { ...settled.round, partnerBalance: answer.outcome === 'confirmed' ? answer.balance : undefined };
}

/**
 * Refunds a live round (pending or open): the stake back at the partner (`round:<id>:rollback`),
 * unless the partner refused the debit (then nothing moved and nothing is sent). A rollback not
 * confirmed stays pending for the sweeper. Callers decide whether a pending round may be refunded
 * (rollbackRound's `by`).
 */
export async function rollbackSeamlessRound(
  sandbox: Sandbox,
  roundId: number,
): Promise<SeamlessRound | undefined> {
  const decided = await sandbox.db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId);
    if (!round || !isLive(round.status)) return { round };
    const rolledBack = (await markRolledBack(tx, round.id, sandbox.now()))!;
    const debit = await findCallbackOf(tx, `round:${round.id}:bet`);
    if (debit?.status === 'refused') return { round: rolledBack };
    const player = await partnerPlayerOf(tx, round.account_id);
    const rollback = await recordNewCallback(tx, sandbox, player, {
      callback_id: `round:${round.id}:rollback`,
      round_id: round.id,
      action: 'rollback',
      amount: round.stake,
    });
    return { round: rolledBack, rollback, player };
  });
  if (!decided.rollback) return decided.round;
  const answer = await sendCallback(sandbox, decided.rollback as CallbackRow, decided.player!);
  return { ...decided.round!, partnerBalance: answer.outcome === 'confirmed' ? answer.balance : undefined };
}
