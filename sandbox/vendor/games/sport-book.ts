import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { dueRoundsOfKind, rollbackRound, type Round, type SportBetDetails } from '../../platform/rounds';
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
 * hash committed at the bet (the key was drawn anew by a restart): that result cannot be shown
 * to be the one promised, so the bet is refunded instead.
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

/**
 * The sportsbook's settlement: every open bet whose last match has ended, settled once through
 * the platform's rounds (settleOrRefund, as the table games do). The rounds are the book: a bet
 * outlives the page and the process, and the round's row lock and state machine let only one
 * settlement of it through, whichever sweep (timer, page read, another process) gets there first.
 */
export function createSportBook(sandbox: Sandbox, play: PlayContext, fixtures: Fixtures) {
  let running: Promise<number> | undefined;

  async function settle(round: Round): Promise<void> {
    const details = (round.outcome as { sport?: SportBetDetails }).sport!;
    const settled = settlementOf(details, Number(round.stake), fixtures);
    if (!settled) {
      await rollbackRound(sandbox, round.id);
      return;
    }
    await play
      .settleOrRefund(round, {
        payout: settled.payout,
        seed: settled.legs.map((l) => l.seed).join(','),
        // The bet as placed stays beside its results: a retried request still matches it.
        outcome: { sport: details, results: settled.legs },
      })
      .catch((error: unknown) => {
        // Refunded (round_failed): the round is final either way, nothing to retry.
        if (!(error instanceof Fault && error.errorCode === 'round_failed')) throw error;
      });
  }

  async function sweepOnce(now: number): Promise<number> {
    let count = 0;
    for (;;) {
      const due = await dueRoundsOfKind(sandbox.db, 'sport', now);
      let done = 0;
      for (const round of due)
        await settle(round).then(
          () => done++,
          (error: unknown) => console.error(`sport bet ${round.id} not settled yet: ${String(error)}`),
        );
      count += done;
      // A failing batch would come back at once, forever: stop, the next sweep tries again.
      if (due.length < 500 || done < due.length) return count;
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
