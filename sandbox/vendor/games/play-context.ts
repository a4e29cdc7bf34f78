import { randomBytes } from 'node:crypto';
import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { retryOnConflict } from '../../core/db/conflicts';
import { balanceOf as walletBalanceOf, toAmount, toMinor } from '../../platform/ledger';
import { tokenHash } from '../../core/ciphers/tokens';
import { findGame, type GameRow } from '../../platform/catalogue';
import { resolveLaunch, type GameKind, type Launch, type LiveLaunch } from '../../platform/launches';
import {
  PARTNER_WALLET,
  findLaunchRound,
  placeBet,
  rollbackRound,
  settleRound,
  type BetInput,
  type Round,
  type SeamlessRound,
} from '../../platform/rounds';
import { endAtLimit } from '../../platform/safer-gambling';
import { FUN_BALANCE, stakesFor } from './stakes';
import { partnerBalance, partnerPlayerOf } from '../../platform/partners';

/**
 * What every game request of the demo vendor needs: the launch behind a token, balances (the
 * ledger's, or play money in fun mode), stake checks and the settle-or-refund rule.
 */
export function createPlayContext(sandbox: Sandbox) {
  const { db } = sandbox;
  // Fun mode keeps play money and open draws per launch, in memory: nothing of it touches the ledger.
  const funBalances = new Map<string, number>();
  const funRounds = new Map<number, { stake: number; picks: string[]; funKey: string }>();
  let funRoundSeq = 0;
  const funBalance = (funKey: string) => funBalances.get(funKey) ?? FUN_BALANCE;
  const fun = {
    rounds: funRounds,
    nextRoundId: () => ++funRoundSeq,
    /** Takes a stake from play money; like the ledger, never below zero. */
    debit(funKey: string, stake: number) {
      const balance = funBalance(funKey);
      if (stake > balance)
        throw new Fault(409, 'insufficient_balance', 'The balance is not enough for this bet');
      funBalances.set(funKey, balance - stake);
    },
    credit(funKey: string, amount: number) {
      funBalances.set(funKey, funBalance(funKey) + amount);
    },
  };

  /**
   * A real-money game page lives by its portal session, so the member's session limit ends it too:
   * a player who never looks back at the portal still stops at the limit.
   */
  async function holdSessionLimit(launch: LiveLaunch) {
    if (!launch.session_hash || !launch.session_started_at || launch.session_limit_minutes === null) return;
    const endedAt = new Date(launch.session_started_at).getTime() + launch.session_limit_minutes * 60_000;
    if (sandbox.now().getTime() < endedAt) return;
    throw await endAtLimit(sandbox, {
      tokenHash: launch.session_hash,
      accountId: launch.account_id!,
      endedAt,
    });
  }

  /**
   * The launch behind a game page's token, its game, and its key for play money. `kind` is the
   * kind of round the request plays: a slot launch spins and a lottery launch bets and draws,
   * never the other way round.
   */
  async function context(token: unknown, kind?: GameKind) {
    // A query string may repeat `launch` (an array) or a body send anything: only text is a token.
    const text = typeof token === 'string' ? token : '';
    const launch = text ? await resolveLaunch(db, text, sandbox.now()) : undefined;
    if (!launch)
      throw new Fault(
        401,
        'launch_expired',
        'This game session has ended: open the game again from the portal',
      );
    if (kind && launch.kind !== kind)
      throw new Fault(403, 'launch_game_mismatch', 'This game session cannot play that kind of round');
    await holdSessionLimit(launch);
    const game = launch.node_id ? await findGame(db, launch.node_id) : undefined;
    if (!game) throw new Fault(404, 'not_found', 'No such game');
    return { launch, game, funKey: tokenHash(text) };
  }

  async function balanceOf(launch: Launch, funKey: string): Promise<number> {
    if (launch.mode === 'fun') return funBalance(funKey);
    // The partner's money: the partner says how much there is (a balance callback).
    if (launch.wallet === PARTNER_WALLET)
      return partnerBalance(sandbox, await partnerPlayerOf(db, launch.account_id!));
    return walletBalanceOf(db, launch.account_id!, launch.wallet);
  }

  function checkStake(game: GameRow, stake: number): number {
    const minor = toMinor(stake);
    if (!stakesFor(game.min_bet).includes(minor))
      throw new Fault(400, 'invalid_request', 'That stake is not offered', { field: 'stake' });
    return minor;
  }

  /**
   * Settles a real round, or refunds it if settling fails (the seamless-wallet rule). A round that
   * waits on events rather than on the player (`canWait`: a sports bet, whose result is fixed by
   * its matches) is refunded only when its settlement is refused: a Fault, such as its win's key
   * already taken, or the injected failure. When the database failed under it instead (a dropped
   * connection, a crash), the error goes back to the caller and the round stays open for the next
   * sweep, which settles it with the same result: a refund would hand back the stake of a bet whose
   * result is known, the loser's as well as the winner's.
   */
  async function settleOrRefund(
    round: Round,
    result: { payout: number; seed: string; outcome: unknown },
    { canWait = false } = {},
  ): Promise<SeamlessRound> {
    try {
      if (sandbox.faults.failNextSettlement) {
        sandbox.faults.failNextSettlement = false;
        throw new Fault(
          500,
          'settlement_failed',
          'settlement failed (injected by /sandbox/games/fail-next-settlement)',
        );
      }
      // A deadlock with another player's transaction rolled the settlement back whole: settle
      // again rather than refund a round that can still be settled.
      return await retryOnConflict(() => settleRound(sandbox, round, result));
    } catch (error) {
      if (canWait && !(error instanceof Fault)) throw error;
      const after = await rollbackRound(sandbox, round.id);
      // The settlement may have committed with only its answer lost: the round stands as settled,
      // and the player gets its result, not a refund that never happened.
      if (after?.status === 'settled') return after;
      // The cause is for the operator's log, never for the player's screen.
      console.error(`round ${round.id} refunded after a failed settlement: ${String(error)}`);
      throw new Fault(502, 'round_failed', 'The round could not be completed; your stake was returned', {
        roundId: round.id,
      });
    }
  }

  /** A real-money bet on the launch's account, game and kind, keyed by the game's request id. */
  const bet = (
    launch: Launch,
    game: GameRow,
    input: Pick<BetInput, 'requestId' | 'stake' | 'lottoGameCode' | 'details'>,
  ) =>
    placeBet(sandbox, {
      accountId: launch.account_id!,
      kind: launch.kind,
      launchHash: launch.token_hash,
      vendor: game.vendor,
      wallet: launch.wallet,
      gameName: game.name_en,
      nodeId: game.node_id,
      ...input,
    });

  /**
   * A game answer with the balance after it. `known` is a balance the request already learned (a
   * seamless callback's answer), so the partner is not asked again.
   */
  const answer = async (launch: Launch, funKey: string, body: Record<string, unknown>, known?: number) => ({
    success: true,
    value: { ...body, balance: toAmount(known ?? (await balanceOf(launch, funKey))) },
  });

  /** A round this very launch opened: another page of the same member gets a 404 like a stranger. */
  async function ownRound(launch: Launch, roundId: number): Promise<Round> {
    const round = await findLaunchRound(db, roundId, launch);
    if (!round) throw new Fault(404, 'not_found', 'No such round');
    return round;
  }

  /** The seed of the next spin or draw (SandboxConfig.gameSeeds). */
  const outcomeSeed = sandbox.config.gameSeeds ?? (() => randomBytes(16).toString('hex'));

  return { context, balanceOf, checkStake, bet, settleOrRefund, answer, ownRound, fun, outcomeSeed };
}

export type PlayContext = ReturnType<typeof createPlayContext>;
