import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { baccaratTable } from './baccarat-helpers';

/**
 * The lobby's live tables: the platform reads its vendor's lobby feed for the tiles a lobby
 * shows, and answers what a tile needs (dealer, limits, seats, the coup's countdown), nothing of
 * any player. The clock is moved rather than waited for.
 */
let sandbox: TestSandbox;
let t: ReturnType<typeof baccaratTable>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ baccaratTiming: { windowMs: 10_000, dealMs: 2_000, resultMs: 500 } });
  t = baccaratTable(sandbox);
});
afterAll(() => sandbox.close());

const tablesOf = async (nodeIds: number[]) =>
  (
    expectValid(
      contract.liveTables,
      await sandbox.call(contract.liveTables, { nodeIds: nodeIds.join(',') }),
    ) as { list: { nodeId: number; [key: string]: unknown }[] }
  ).list;

const slotNode = async () =>
  (
    await sandbox.db.query<{ node_id: number }>(
      "select node_id from games where category = 'RNG' order by node_id limit 1",
    )
  )[0]!.node_id;

describe('live tables', () => {
  it('tells a lobby who deals, the limits, the seats taken and the coup under way', async () => {
    const table = await t.game();
    const other = await t.game('No Commission Baccarat A').catch(() => undefined);
    const nodes = [table.node_id, await slotNode(), ...(other ? [other.node_id] : [])];
    const before = await tablesOf(nodes);
    // Only live tables answer: the slot has none.
    expect(before.map((row) => row.nodeId).sort()).toEqual(nodes.filter((n) => n !== nodes[1]).sort());
    const mine = before.find((row) => row.nodeId === table.node_id)!;
    expect(mine).toMatchObject({ dealer: expect.any(String), seated: 0 });
    expect(Object.keys(mine).sort()).toEqual(
      ['closesInMs', 'dealer', 'endsInMs', 'maxBet', 'minBet', 'nodeId', 'phase', 'seated'].sort(),
    );
    expect(mine.minBet as number).toBeGreaterThan(0);
    expect(mine.maxBet as number).toBeGreaterThan(mine.minBet as number);

    // A player at the table is counted, and the lobby's countdown is the table's own (the clock
    // held still, so a busy machine cannot part the two answers).
    const launch = await t.launch(await sandbox.login());
    const fresh = await t.freshRound(launch);
    const box = sandbox.instance.sandbox;
    const realNow = box.now;
    try {
      box.now = () => new Date(fresh.serverTime);
      const after = (await tablesOf([table.node_id]))[0]!;
      expect(after).toMatchObject({ seated: 1, phase: 'betting', closesInMs: fresh.round.countdownMs });
      box.now = () => new Date(fresh.serverTime + fresh.round.countdownMs + 1);
      expect((await tablesOf([table.node_id]))[0]).toMatchObject({ phase: 'dealing', closesInMs: 0 });
    } finally {
      box.now = realNow;
    }
  });

  it('refuses a malformed question, and answers no table for games that have none', async () => {
    expectFailure(
      await sandbox.request({ method: 'GET', url: '/wps/game/live/tables?nodeIds=1;drop' }),
      400,
      'invalid_request',
    );
    expectFailure(
      await sandbox.request({ method: 'GET', url: '/wps/game/live/tables' }),
      400,
      'invalid_request',
    );
    const many = Array.from({ length: 61 }, (_, i) => i + 1).join(',');
    expectFailure(
      await sandbox.request({ method: 'GET', url: `/wps/game/live/tables?nodeIds=${many}` }),
      400,
      'invalid_request',
    );
    expect(await tablesOf([999_999_999])).toEqual([]);
  });
});
