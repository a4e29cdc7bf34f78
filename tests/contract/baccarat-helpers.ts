import { expect } from 'vitest';
import { coupOf, type Coup } from '../../sandbox/vendor/games/baccarat-math';
import { demoGameLaunch } from './demo-game-launch';
import type { TestSandbox } from './harness';
import { moveClockTo } from './move-clock';

/**
 * What the baccarat contract tests share: a seed whose coup they know, a launch of a live
 * baccarat table, its state, and the clock moved instead of waited for.
 */
export function seedWhere(prefix: string, fits: (coup: Coup) => boolean): string {
  for (let i = 0; ; i++) if (fits(coupOf(`${prefix}-${i}`))) return `${prefix}-${i}`;
}

export interface BaccaratState {
  serverTime: number;
  round: {
    id: number;
    phase: 'betting' | 'dealing' | 'result';
    hash: string;
    countdownMs: number;
    player: { rank: string; suit: string }[];
    banker: { rank: string; suit: string }[];
    result?: { winner: string; playerPair: boolean; bankerPair: boolean };
    seed?: string;
  };
  nextHash: string;
  road: { id: number; winner: string; seed: string; hash: string }[];
  seated: number;
  limits: { min: number; max: number; sideMax: number };
  bet: {
    round: number;
    status: string;
    stake: number;
    payout: number;
    roundId: number | null;
    spots: object;
  } | null;
  balance: number;
}

export interface GameAnswer {
  status: number;
  body: { success: boolean; value: Record<string, unknown>; errorCode?: string };
}

export function baccaratTable(sandbox: TestSandbox) {
  const games = async (method: 'GET' | 'POST', url: string, payload?: object): Promise<GameAnswer> => {
    const response = await sandbox.instance.games.inject({ method, url, payload });
    return { status: response.statusCode, body: response.json() };
  };

  /** A live table of Evolution (Speed Baccarat A unless named), on the platform's main wallet. */
  const game = async (name = 'Speed Baccarat A') =>
    (
      await sandbox.db.query<{ node_id: number; vendor: string; name_en: string }>(
        "select node_id, vendor, name_en from games where vendor = 'EVO' and name_en = $1",
        [name],
      )
    )[0]!;

  const launch = async (token: string, username = 'demomember', name?: string) =>
    demoGameLaunch(sandbox, await game(name), '/play/baccarat', token, username);

  const state = async (launch: string) =>
    (await games('GET', `/play/api/baccarat/state?launch=${launch}`)).body.value as unknown as BaccaratState;

  const moveTo = (at: number) => moveClockTo(sandbox, at);

  /** A fresh coup in its betting window, most of the window left. */
  async function freshRound(launch: string) {
    const now = await state(launch);
    // Past this coup's end and a whole window more: the table opens a new window at once.
    moveTo(now.serverTime + 120_000);
    const fresh = await state(launch);
    expect(fresh.round.phase).toBe('betting');
    return fresh;
  }

  const bet = (launch: string, round: number, bets: object, requestId = `bac-${round}-a`) =>
    games('POST', '/play/api/baccarat/bet', { launch, round, bets, requestId });

  return { games, game, launch, state, moveTo, freshRound, bet };
}

/** Sum of every ledger account: money is never created or lost, only moved. */
export const ledgerTotal = async (sandbox: TestSandbox) =>
  Number(
    (await sandbox.db.query<{ sum: string }>('select sum(balance)::text as sum from ledger_accounts'))[0]!
      .sum,
  );

/** A member's main balance on the ledger, in minor units. */
export const ledgerOf = async (sandbox: TestSandbox, username = 'demomember') =>
  Math.round(
    100 *
      (
        (await sandbox.request({ method: 'GET', url: `/sandbox/rounds?username=${username}` })).body
          .value as {
          balance: number;
        }
      ).balance,
  );
