import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { retryOnConflict } from '../../core/db/conflicts';
import {
  PARTNER_WALLET,
  dueRoundsOfKind,
  rollbackRound,
  settleRoundsInBatch,
  type Round,
  type Settlement,
  type SportBetDetails,
} from '../../platform/rounds';
import { betPayout, settleLeg, type LegResult, type Market } from './sport-math';
import type { Fixtures } from './sport-fixtures';
import type { PlayContext } from './play-context';

export interface LegOutcome {
  fixture: string;
  result: LegResult;
  score: { home: number; away: number };
  seed: string;
}

/**
 * What a bet comes to once every match of it has ended: each leg against its final score, and the
 * payout from the odds held in the round. Undefined when a fixture's seed no longer matches the
 * hash committed at the bet (the stored key was changed or deleted since): that result cannot be
 * shown to be the one promised, so the bet is refunded instead.
 */
export function settlementOf(details: SportBetDetails, stake: number, fixtures: Fixtures) {
  const legs: LegOutcome[] = [];
  for (const leg of details.legs) {
    const fixture = fixtures.byId(leg.fixture);
    if (!fixture || fixture.hash !== leg.hash) return undefined;
    const result = settleLeg(
      { market: leg.market as Market, selection: leg.selection, line: leg.line },
      fixture.score,
    );
    legs.push({ fixture: leg.fixture, result, score: fixture.score, seed: fixture.seed });
  }
  const payout = betPayout(
    stake,
    details.legs.map((leg, i) => ({ result: legs[i]!.result, odds: leg.odds })),
  );
  return { payout, legs };
}

/** Due bets read at a time. */
const DUE_AT_ONCE = 500;
/**
 * Bets settled per transaction. A few statements settle a batch whole, so a bet costs about the
 * same in a batch of 100 as of 500 (the rounds' per-row triggers at commit are most of it), but
 * PGlite runs one transaction at a time: a batch of 100 holds every other request for a fifth of a
 * second or so, one of 500 for a second.
 */
const BATCH = 100;

/**
 * The sportsbook's settlement: every open bet whose last match has ended, settled once through
 * the platform's rounds. The rounds are the book: a bet outlives the page and the process, and the
 * round's row lock and state machine let only one settlement of it through, whichever sweep
 * (timer, page read, another process) gets there first. A match ends with thousands of bets on it:
 * bets on the platform's wallets settle a batch per transaction (settleRoundsInBatch); a partner's
 * (each win a callback to its wallet) and a refund go one by one (settleOrRefund, rollbackRound).
 */
export function createSportBook(sandbox: Sandbox, play: PlayContext, fixtures: Fixtures) {
  let running: Promise<number> | undefined;

  /** What the round comes to, or undefined when its results cannot be shown to be the ones promised. */
  function settlementFor(round: Round): Settlement | undefined {
    const details = (round.outcome as { sport?: SportBetDetails }).sport!;
    const settled = settlementOf(details, Number(round.stake), fixtures);
    if (!settled) return undefined;
    const result = {
      payout: settled.payout,
      seed: settled.legs.map((l) => l.seed).join(','),
      // The bet as placed stays beside its results: a retried request still matches it.
      outcome: { sport: details, results: settled.legs },
    };
    return { round, result };
  }

  /**
   * One bet on its own: settled (a partner's win credited at the partner), or refunded when the
   * platform refuses its settlement. When the database fails under it, it throws and the bet stays
   * open: the next sweep settles it by its legs (settleOrRefund's `canWait`).
   */
  async function settle(round: Round): Promise<void> {
    const settlement = settlementFor(round);
    if (!settlement) {
      await rollbackRound(sandbox, round.id);
      return;
    }
    await play.settleOrRefund(round, settlement.result, { canWait: true }).catch((error: unknown) => {
      // Refunded (round_failed): the round is final either way, nothing to retry.
      if (!(error instanceof Fault && error.errorCode === 'round_failed')) throw error;
    });
  }

  /** Settles `rounds` one by one; answers how many are done (settled, refunded, or final already). */
  async function settleEach(rounds: Round[]): Promise<number> {
    let done = 0;
    for (const round of rounds)
      await settle(round).then(
        () => done++,
        (error: unknown) => console.error(`sport bet ${round.id} left to the next sweep: ${String(error)}`),
      );
    return done;
  }

  /**
   * A batch in one transaction. Should it fail (a round the batch cannot take, an injected failure,
   * the database), its bets go one by one instead, where settleOrRefund refunds the one whose
   * settlement is refused and leaves open the one the database failed: a single bad round never
   * holds up the others, and a dropped connection refunds nobody.
   */
  async function settleBatch(batch: Settlement[]): Promise<number> {
    try {
      // The injected failure is the next settlement's: the batch leaves it to the per-bet path.
      if (sandbox.faults.failNextSettlement) throw new Error('a settlement failure is injected');
      // A deadlock with another process's sweep rolled the batch back whole: run it again.
      await retryOnConflict(() => settleRoundsInBatch(sandbox, batch));
      return batch.length;
    } catch (error) {
      console.error(`sport bets from ${batch[0]!.round.id} settled one by one: ${String(error)}`);
      return settleEach(batch.map((s) => s.round));
    }
  }

  async function settleDue(due: Round[]): Promise<number> {
    const together: Settlement[] = [];
    const alone: Round[] = [];
    for (const round of due) {
      const settlement = round.wallet === PARTNER_WALLET ? undefined : settlementFor(round);
      if (settlement) together.push(settlement);
      else alone.push(round);
    }
    let done = await settleEach(alone);
    for (let i = 0; i < together.length; i += BATCH) done += await settleBatch(together.slice(i, i + BATCH));
    return done;
  }

  async function sweepOnce(now: number): Promise<number> {
    let count = 0;
    for (;;) {
      const due = await dueRoundsOfKind(sandbox.db, 'sport', now, DUE_AT_ONCE);
      const done = await settleDue(due);
      count += done;
      // A failing round would come back at once, forever: stop, the next sweep tries again.
      if (due.length < DUE_AT_ONCE || done < due.length) return count;
    }
  }

  /** Settles every bet due at `now`; a sweep under way is joined rather than run twice. */
  function sweep(now: number): Promise<number> {
    running ??= sweepOnce(now).finally(() => (running = undefined));
    return running;
  }

  /**
   * A page's read: the sweep joined for at most `waitMs`. A match with thousands of bets takes
   * longer to settle than a page should wait; the page polls again and sees the rest then.
   */
  async function settledBy(now: number, waitMs = 1_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([sweep(now).then(() => undefined), wait]).finally(() => clearTimeout(timer));
  }

  return { sweep, settledBy };
}

export type SportBook = ReturnType<typeof createSportBook>;
