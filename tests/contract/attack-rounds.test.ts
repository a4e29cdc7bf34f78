import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { expectValid, startTestSandbox, type TestSandbox } from './harness';
import { lotteryLaunchQuery } from './lottery-launch';

/**
 * Attacks on the demo vendor's rounds, as the security review ran them: each test replays,
 * reorders or re-labels a request and checks that no money appears.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const slotLaunch = async (token: string, username: string, nodeId = 1, vassalage = 'PG') => {
  const answer = await sandbox.call(
    contract.launchGame,
    {
      nodeId,
      vassalage,
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
  return new URL(url).searchParams.get('launch')!;
};

const lotteryLaunch = async (token: string, code = 'TCG_LOTTO_VN-0001') => {
  const answer = await sandbox.call(contract.launchGame, lotteryLaunchQuery(code), { token });
  return new URL((expectValid(contract.launchGame, answer) as { gameUrl: string }).gameUrl).searchParams.get(
    'launch',
  )!;
};

const game = async (path: string, payload: unknown) => {
  const response = await sandbox.instance.games.inject({
    method: 'POST',
    url: path,
    payload: payload as object,
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; value: Record<string, unknown>; errorCode?: string },
  };
};

/** The smallest stake a launch's game offers. */
const smallest = async (launch: string) => {
  const response = await sandbox.instance.games.inject({
    method: 'GET',
    url: `/play/api/session?launch=${launch}`,
  });
  return (response.json() as { value: { stakes: number[] } }).value.stakes[0]!;
};

const ledger = async (username: string) =>
  (
    (await sandbox.request({ method: 'GET', url: `/sandbox/rounds?username=${username}` })).body.value as {
      balance: number;
    }
  ).balance;

/** Sum of every ledger account: money is never created or lost, only moved. */
const ledgerTotal = async () =>
  Number(
    (await sandbox.db.query<{ sum: string }>('select sum(balance)::text as sum from ledger_accounts'))[0]!
      .sum,
  );

describe('round settlement under attack', () => {
  it('refuses a lottery bet on a slot launch (the mint-money pair of the review)', async () => {
    const token = await sandbox.login('demomember');
    const launch = await slotLaunch(token, 'demomember');
    const before = await ledger('demomember');
    const bet = await game('/play/api/lottery/bet', {
      launch,
      stake: 2,
      picks: ['07'],
      requestId: 'mint-pair-0001',
    });
    expect(bet.status).toBe(403);
    expect(bet.body.errorCode).toBe('launch_game_mismatch');
    const spin = await game('/play/api/spin', { launch, stake: 5, requestId: 'mint-pair-0001' });
    expect(spin.status).toBe(200);
    // The spin is its own round, settled from its own stake of 5.
    expect(spin.body.value.stake).toBe(5);
    expect(await ledger('demomember')).toBeCloseTo(before - 5 + (spin.body.value.payout as number), 2);
  });

  it('twenty mint pairs across a lottery and a slot launch pay nothing beyond what was staked and won', async () => {
    const token = await sandbox.login('demomember');
    const total = await ledgerTotal();
    const before = await ledger('demomember');
    let expected = before;
    for (let i = 0; i < 20; i++) {
      const lotto = await lotteryLaunch(token);
      const requestId = `twenty-pair-${String(i).padStart(4, '0')}`;
      const bet = await game('/play/api/lottery/bet', { launch: lotto, stake: 2, picks: ['07'], requestId });
      expect(bet.status).toBe(200);
      expected -= 2;
      // A slot launch cannot open while the lottery round is open, so the attacker draws it first.
      const draw = await game('/play/api/lottery/draw', { launch: lotto, roundId: bet.body.value.roundId });
      expected += draw.body.value.payout as number;
      const slot = await slotLaunch(token, 'demomember');
      const spin = await game('/play/api/spin', { launch: slot, stake: 5, requestId });
      expect(spin.status).toBe(409);
      expect(spin.body.errorCode).toBe('request_id_conflict');
    }
    expect(await ledger('demomember')).toBeCloseTo(expected, 2);
    expect(await ledgerTotal()).toBe(total);
  });

  it('refuses a replayed request id with another stake, and settles from the round’s own stake', async () => {
    const token = await sandbox.login('demomember');
    const launch = await slotLaunch(token, 'demomember');
    const stake = await smallest(launch);
    const first = await game('/play/api/spin', { launch, stake, requestId: 'replay-stake-01' });
    expect(first.status).toBe(200);
    const balance = await ledger('demomember');
    const changed = await game('/play/api/spin', { launch, stake: 500, requestId: 'replay-stake-01' });
    expect(changed.status).toBe(409);
    expect(changed.body.errorCode).toBe('request_id_conflict');
    expect(await ledger('demomember')).toBe(balance);
    const same = await game('/play/api/spin', { launch, stake, requestId: 'replay-stake-01' });
    expect(same.status).toBe(200);
    expect(same.body.value.roundId).toBe(first.body.value.roundId);
    expect(await ledger('demomember')).toBe(balance);
  });

  it('refuses a replayed request id from another game', async () => {
    const token = await sandbox.login('demomember');
    const one = await slotLaunch(token, 'demomember');
    const stake = await smallest(one);
    const first = await game('/play/api/spin', { launch: one, stake, requestId: 'replay-game-01' });
    expect(first.status).toBe(200);
    const other = (
      await sandbox.db.query<{ node_id: number; vendor: string }>(
        "select node_id, vendor from games where category = 'RNG' and node_id <> 1 and min_bet = 100 order by node_id limit 1",
      )
    )[0]!;
    const two = await slotLaunch(token, 'demomember', other.node_id, other.vendor);
    const replay = await game('/play/api/spin', { launch: two, stake, requestId: 'replay-game-01' });
    expect(replay.status).toBe(409);
    expect(replay.body.errorCode).toBe('request_id_conflict');
  });

  it('refuses a spin on a lottery launch', async () => {
    const token = await sandbox.login('demomember');
    const lotto = await lotteryLaunch(token);
    const before = await ledger('demomember');
    const spin = await game('/play/api/spin', { launch: lotto, stake: 5, requestId: 'spin-on-lotto-1' });
    expect(spin.status).toBe(403);
    expect(spin.body.errorCode).toBe('launch_game_mismatch');
    expect(await ledger('demomember')).toBe(before);
  });

  it('lets a launch draw or cancel only its own rounds', async () => {
    const token = await sandbox.login('demomember');
    const lotto = await lotteryLaunch(token);
    // A second launch of the same account (another lottery) may not touch the first one's round.
    const other = await lotteryLaunch(token, 'ELOTT-0001');
    const bet = await game('/play/api/lottery/bet', {
      launch: lotto,
      stake: 2,
      picks: ['07'],
      requestId: 'own-round-0001',
    });
    const roundId = bet.body.value.roundId;
    for (const path of ['/play/api/lottery/draw', '/play/api/lottery/cancel']) {
      const answer = await game(path, { launch: other, roundId });
      expect(answer.status).toBe(404);
    }
    const draw = await game('/play/api/lottery/draw', { launch: lotto, roundId });
    expect(draw.status).toBe(200);
  });

  it('lets one member’s request id never touch another member’s round', async () => {
    const mine = await sandbox.login('demomember');
    const theirs = await sandbox.login('agent42');
    const myLaunch = await slotLaunch(mine, 'demomember');
    const stake = await smallest(myLaunch);
    const a = await game('/play/api/spin', { launch: myLaunch, stake, requestId: 'shared-request-1' });
    expect(a.status).toBe(200);
    const before = await ledger('agent42');
    const b = await game('/play/api/spin', {
      launch: await slotLaunch(theirs, 'agent42'),
      stake,
      requestId: 'shared-request-1',
    });
    // Another member's id is theirs to use: it opens their own round, paid from their own stake.
    expect(b.status).toBe(200);
    expect(b.body.value.roundId).not.toBe(a.body.value.roundId);
    expect(await ledger('agent42')).toBeCloseTo(before - stake + (b.body.value.payout as number), 2);
  });
});

describe('launch tokens', () => {
  const spin = async (launch: string) => {
    const stake = await smallest(launch).catch(() => 1);
    return game('/play/api/spin', {
      launch,
      stake,
      requestId: `spin-${Math.random().toString(36).slice(2, 12)}`,
    });
  };

  it('end when the member changes the password', async () => {
    const token = await sandbox.login('demomember');
    const launch = await slotLaunch(token, 'demomember');
    expect((await spin(launch)).status).toBe(200);
    const changed = await sandbox.call(
      contract.changePassword,
      { oldPassword: 'Demo2026', newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' },
      { token },
    );
    expectValid(contract.changePassword, changed);
    expect((await spin(launch)).body.errorCode).toBe('launch_expired');
  });

  it('end with the session they were opened from', async () => {
    const token = await sandbox.login('demomember');
    const launch = await slotLaunch(token, 'demomember');
    // Another login changing the password revokes this session; the game page must stop too.
    const other = await sandbox.login('demomember');
    expectValid(
      contract.changePassword,
      await sandbox.call(
        contract.changePassword,
        { oldPassword: 'Demo2026', newPassword: 'Changed2026', confirmNewPassword: 'Changed2026' },
        { token: other },
      ),
    );
    expect((await spin(launch)).body.errorCode).toBe('launch_expired');
  });

  it('live no longer than the session', async () => {
    const token = await sandbox.login('demomember');
    const soon = new Date(Date.now() + 60_000);
    await sandbox.db.query(
      "update sessions set expires_at = $1 where account_id = (select id from accounts where username = 'demomember')",
      [soon],
    );
    sandbox.instance.sandbox.sessionCache.clear();
    const launch = await slotLaunch(token, 'demomember');
    const [row] = await sandbox.db.query<{ expires_at: Date }>(
      'select expires_at from game_launches order by created_at desc limit 1',
    );
    expect(new Date(row!.expires_at).getTime()).toBeLessThanOrEqual(soon.getTime());
    expect((await spin(launch)).status).toBe(200);
  });

  it('keep one live launch per game: opening it again ends the older page', async () => {
    const token = await sandbox.login('demomember');
    const first = await slotLaunch(token, 'demomember');
    const second = await slotLaunch(token, 'demomember');
    expect((await spin(first)).body.errorCode).toBe('launch_expired');
    expect((await spin(second)).status).toBe(200);
  });
});
