import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { AccountRecords, BettingRecords, Endpoint, PersonalProfit } from '../../sdk/contract';
import { presetRange } from '../../sdk/shared-rules/date-range';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { expectValid, type Answer, type TestSandbox } from './harness';
import { lotteryLaunchQuery } from './lottery-launch';

/**
 * Real play for the records tests: slot spins and lottery draws through the launch path and the
 * demo vendor, so rounds and their ledger movements are the ones a member leaves; and the records
 * calls as a member makes them.
 */
export function recordsDriver(sandbox: TestSandbox) {
  const game = async (method: 'GET' | 'POST', path: string, payload?: unknown) => {
    const response = await sandbox.instance.games.inject({ method, url: path, payload: payload as object });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; value: Record<string, unknown>; errorCode?: string },
    };
  };

  /** A real-money launch of the PG slot (node 1) for the member. */
  async function slotLaunch(token: string, username: string) {
    const answer = await sandbox.call(
      contract.launchGame,
      {
        nodeId: 1,
        vassalage: 'PG',
        ...GAME_LAUNCH_DEFAULTS,
        merchantCode: 'CROUPIER',
        language: 'ES',
        token,
        username,
      },
      { token },
    );
    const url = (expectValid(contract.launchGame, answer) as { content: { game_url: string } }).content
      .game_url;
    const launch = new URL(url).searchParams.get('launch')!;
    const stakes = (await game('GET', `/play/api/session?launch=${launch}`)).body.value.stakes as number[];
    return { launch, stake: stakes[0]! };
  }

  let spins = 0;
  /** One spin, as the game page sends it: its answer holds the round's id, stake and payout (decimals). */
  const spin = (launch: string, stake: number) =>
    game('POST', '/play/api/spin', { launch, stake, requestId: `records-spin-${++spins}` });

  /** A settled lottery round (bet, then its draw) on the Vietnamese lottery. */
  async function lotteryRound(token: string, stake = 10) {
    const answer = await sandbox.call(contract.launchGame, lotteryLaunchQuery(), { token });
    const url = new URL((expectValid(contract.launchGame, answer) as { gameUrl: string }).gameUrl);
    const launch = url.searchParams.get('launch')!;
    const bet = await game('POST', '/play/api/lottery/bet', {
      launch,
      stake,
      picks: ['07', '42'],
      requestId: `records-lotto-${++spins}`,
    });
    const roundId = bet.body.value.roundId as number;
    const draw = await game('POST', '/play/api/lottery/draw', { launch, roundId });
    return { roundId, payout: draw.body.value.payout as number };
  }

  /** The last seven GMT+8 days, today included: wide enough that a test near midnight still sees its rounds. */
  const week = () => presetRange('7days', Date.now());

  const call = (endpoint: Endpoint, token: string | undefined, input: object): Promise<Answer> =>
    sandbox.call(endpoint, { ...input }, { token });

  const bets = async (token: string, input: object = {}) =>
    expectValid(
      contract.bettingRecords,
      await call(contract.bettingRecords, token, { ...week(), pageSize: 50, ...input }),
    ) as BettingRecords;

  const transactions = async (token: string, input: object = {}) =>
    expectValid(
      contract.accountRecords,
      await call(contract.accountRecords, token, { ...week(), pageSize: 50, ...input }),
    ) as AccountRecords;

  const profit = async (token: string, input: object = {}) =>
    expectValid(
      contract.personalProfit,
      await call(contract.personalProfit, token, { ...week(), ...input }),
    ) as PersonalProfit;

  const accountId = async (username: string) =>
    (await sandbox.db.query<{ id: number }>('select id from accounts where username = $1', [username]))[0]!
      .id;

  /** The ledger's balance of a member, in minor units (the sandbox switch reads it through the ledger). */
  const balanceMinor = async (username: string) => {
    const answer = await sandbox.request({ method: 'GET', url: `/sandbox/rounds?username=${username}` });
    expect(answer.status).toBe(200);
    return Math.round((answer.body.value as { balance: number }).balance * 100);
  };

  return {
    game,
    slotLaunch,
    spin,
    lotteryRound,
    week,
    call,
    bets,
    transactions,
    profit,
    accountId,
    balanceMinor,
  };
}

/** Decimal amounts summed exactly: in minor units, back to two decimals. */
export const sumAmounts = (amounts: readonly number[]) =>
  amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100;
