import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformDay } from '../../sdk/shared-rules/date-range';
import { contract } from '../../sdk/contract/table';
import type { Endpoint } from '../../sdk/contract';
import { validBetOf } from '../../sandbox/platform/rounds';
import { expectValid, startTestSandbox, type TestSandbox } from './harness';
import { sportsbook, type SportBet } from './sport-helpers';

/**
 * A sports bet waits hours for its match: until it settles it is the player's stake at risk, not a
 * bet made. Pending, it shows as open in the betting record and counts nowhere (valid bet, rebate
 * quote, mission progress, the agent's team figures); settled, it counts everywhere at once.
 */
let sandbox: TestSandbox;
let t: ReturnType<typeof sportsbook>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  t = sportsbook(sandbox);
});
afterAll(() => sandbox.close());

const PLAYER = 'agent42';
const AGENT = 'agent41';
const call = async <T>(endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  expectValid(endpoint, await sandbox.call(endpoint, input, { token })) as T;
// Records count platform days (GMT+8), so a UTC date is the wrong day from 16:00 UTC on.
const today = () => platformDay(sandbox.instance.sandbox.now().getTime());

interface Figures {
  validBet: number;
  record: { status: string; validBet: number } | undefined;
  rebate: number;
  missions: string;
  teamStake: number;
}

async function figures(token: string, agentToken: string, roundId?: number): Promise<Figures> {
  const [account] = await sandbox.db.query<{ id: number }>('select id from accounts where username = $1', [
    PLAYER,
  ]);
  const records = await call<{ list: { roundId: number; status: string; validBet: number }[] }>(
    contract.bettingRecords,
    token,
    { from: today(), to: today(), pageNo: 1, pageSize: 50 },
  );
  const quote = await call<{ lines: { category: string; validBet: number }[] }>(contract.rebateQuote, token);
  const missions = await call<{ missions?: unknown[] }>(contract.missionList, token);
  const overview = await call<{ today: { stake: number } }>(contract.teamOverview, agentToken);
  return {
    validBet: await validBetOf(sandbox.db, account!.id, { from: null, to: new Date('2100-01-01') }),
    record: records.list.find((r) => r.roundId === roundId),
    rebate: quote.lines.find((l) => l.category === 'SPORTS')?.validBet ?? 0,
    missions: JSON.stringify(missions),
    teamStake: overview.today.stake,
  };
}

describe('a pending sports bet', () => {
  it('shows as open and counts nowhere until its match ends, then counts everywhere once', async () => {
    const token = await sandbox.login(PLAYER);
    const agentToken = await sandbox.login(AGENT);
    const launch = await t.launch(token, PLAYER);
    const before = await figures(token, agentToken);
    const [fixture] = t.openFixtures(await t.state(launch));
    const placed = await t.place(launch, [t.legOf(fixture!)], 10, 'sport-pending-1');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { roundId } = placed.body.value.bet as SportBet;

    const pending = await figures(token, agentToken, roundId);
    expect(pending.record).toMatchObject({ status: 'open', validBet: 0 });
    expect(pending).toMatchObject({
      validBet: before.validBet,
      rebate: before.rebate,
      missions: before.missions,
      teamStake: before.teamStake,
    });

    t.moveTo(fixture!.endsAt);
    expect((await t.state(launch)).bets[0]).toMatchObject({ roundId, status: 'settled' });
    const settled = await figures(token, agentToken, roundId);
    expect(settled.record).toMatchObject({ status: 'settled', validBet: 10 });
    expect(settled.validBet).toBe(before.validBet + 1_000);
    expect(settled.rebate).toBe(before.rebate + 10);
    expect(settled.teamStake).toBe(before.teamStake + 10);
  });
});
