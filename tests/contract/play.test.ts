import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { lotteryLaunchQuery } from './lottery-launch';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const SLOT = { nodeId: 1, vassalage: 'PG' };
const launchPayload = (overrides: Record<string, unknown> = {}) => ({
  ...SLOT,
  ...GAME_LAUNCH_DEFAULTS,
  merchantCode: 'CROUPIER',
  language: 'ES',
  ...overrides,
});

async function launchUrl(token?: string, username?: string, overrides: Record<string, unknown> = {}) {
  const answer = await sandbox.call(
    contract.launchGame,
    launchPayload({ ...(token ? { token, username } : {}), ...overrides }),
    { token },
  );
  return new URL(
    (expectValid(contract.launchGame, answer) as { content: { game_url: string } }).content.game_url,
  );
}

const game = async (method: 'GET' | 'POST', path: string, payload?: unknown) => {
  const response = await sandbox.instance.games.inject({ method, url: path, payload: payload as object });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; value: Record<string, unknown>; errorCode?: string },
  };
};
const stakes = async (launch: string) =>
  (await game('GET', `/play/api/session?launch=${launch}`)).body.value.stakes as number[];
const ledgerBalance = async (username: string) =>
  (
    (await sandbox.request({ method: 'GET', url: `/sandbox/rounds?username=${username}` })).body.value as {
      balance: number;
    }
  ).balance;

describe('launching', () => {
  it('validates the launch payload field by field', async () => {
    for (const bad of [
      { accountType: 2 },
      { confirmTrans: 1 },
      { launchMode: 'SLOT' },
      { platform: 'java' },
      { vassalage: undefined },
      { clientType: 1 },
      { language: 'espanol' },
    ]) {
      expectFailure(await sandbox.call(contract.launchGame, launchPayload(bad)), 400, 'invalid_request');
    }
    expectFailure(
      await sandbox.call(contract.launchGame, launchPayload({ vassalage: 'JILI' })),
      400,
      'invalid_request',
    );
  });

  it('lets a guest play an RNG game in fun mode, and sends guests of other games to log in', async () => {
    const url = await launchUrl();
    expect(url.pathname).toBe('/play/slot');
    const session = await game('GET', `/play/api/session?launch=${url.searchParams.get('launch')}`);
    expect(session.body.value.mode).toBe('fun');
    const live = (
      await sandbox.db.query<{ node_id: number }>("select node_id from games where category = 'LIVE' limit 1")
    )[0]!;
    expectFailure(
      await sandbox.call(contract.launchGame, launchPayload({ nodeId: live.node_id, vassalage: 'EVO' })),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
  });

  it('keeps a trial account away from protected games', async () => {
    const token = await sandbox.login('demotrial');
    const live = (
      await sandbox.db.query<{ node_id: number }>("select node_id from games where vendor = 'EVO' limit 1")
    )[0]!;
    expectFailure(
      await sandbox.call(
        contract.launchGame,
        launchPayload({ nodeId: live.node_id, vassalage: 'EVO', token, username: 'demotrial' }),
        { token },
      ),
      403,
      'in_need_true_account',
    );
    await launchUrl(token, 'demotrial');
  });

  it('answers vendor maintenance with its window', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/vendors/PG/maintenance',
      payload: { minutes: 30 },
    });
    const answer = await sandbox.call(contract.launchGame, launchPayload());
    expectFailure(answer, 503, 'vendor_under_maintenance');
    const window = (answer.body.value as { content: { data: { maintainTime: number; endTime: number } } })
      .content.data;
    expect(window.endTime - window.maintainTime).toBe(30 * 60_000);
    const lanes = await sandbox.call(contract.vendorList, {});
    expect(JSON.stringify(lanes.body.value)).toContain(
      '"vassalage":"PG","accountTypeName":"PG","accountTypeId":115,"displayName":"PG Soft","isHot":1,"isGame":"","gameCategory":"RNG","maintenance":true',
    );
  });

  it('refuses a launch the balance cannot cover', async () => {
    const token = await sandbox.login('demomember');
    const pricey = (
      await sandbox.db.query<{ node_id: number; vendor: string }>(
        'select node_id, vendor from games where min_bet = 500 and support_play limit 1',
      )
    )[0]!;
    await sandbox.db.query(
      "update ledger_accounts set balance = 100 where owner_id = (select id from accounts where username = 'demomember') and kind = 'main'",
    );
    await sandbox.db.query("update ledger_accounts set balance = balance - 100 where kind = 'house'");
    sandbox.instance.sandbox.balances.clear();
    expectFailure(
      await sandbox.call(
        contract.launchGame,
        launchPayload({ nodeId: pricey.node_id, vassalage: pricey.vendor, token, username: 'demomember' }),
        { token },
      ),
      409,
      'launch_game_balance_not_enough',
    );
  });
});

describe('the demo slot on the ledger', () => {
  it('debits the stake, credits the win, and the ledger agrees with the game', async () => {
    const token = await sandbox.login('agent42');
    const url = await launchUrl(token, 'agent42');
    const launch = url.searchParams.get('launch')!;
    const before = await ledgerBalance('agent42');
    const [stake] = await stakes(launch);
    let expected = before;
    for (let i = 0; i < 10; i++) {
      const spin = await game('POST', '/play/api/spin', { launch, stake, requestId: `spin-${i}-abcdefgh` });
      expect(spin.status).toBe(200);
      expected += -stake! + (spin.body.value.payout as number);
      expect(spin.body.value.balance).toBeCloseTo(expected, 2);
    }
    expect(await ledgerBalance('agent42')).toBeCloseTo(expected, 2);
    const rounds = (
      (await sandbox.request({ method: 'GET', url: '/sandbox/rounds?username=agent42' })).body.value as {
        rounds: { status: string }[];
      }
    ).rounds;
    expect(rounds.filter((r) => r.status === 'settled')).toHaveLength(10);
  });

  it('applies a replayed request once and returns the same round', async () => {
    const token = await sandbox.login('agent42');
    const launch = (await launchUrl(token, 'agent42')).searchParams.get('launch')!;
    const [stake] = await stakes(launch);
    const first = await game('POST', '/play/api/spin', { launch, stake, requestId: 'same-request-id' });
    const again = await game('POST', '/play/api/spin', { launch, stake, requestId: 'same-request-id' });
    expect(again.body.value.roundId).toBe(first.body.value.roundId);
    expect(again.body.value.reels).toEqual(first.body.value.reels);
    expect(again.body.value.balance).toBe(first.body.value.balance);
  });

  it('refuses a bet above the balance and leaves nothing behind', async () => {
    const token = await sandbox.login('demotrial');
    const launch = (await launchUrl(token, 'demotrial')).searchParams.get('launch')!;
    const [stake] = await stakes(launch);
    // Leave the trial account with less than the smallest stake (a direct write: this file's database is its own).
    await sandbox.db.query(
      "update ledger_accounts set balance = 50 where owner_id = (select id from accounts where username = 'demotrial') and kind = 'main'",
    );
    sandbox.instance.sandbox.balances.clear();
    const before = await ledgerBalance('demotrial');
    const spin = await game('POST', '/play/api/spin', { launch, stake, requestId: 'too-big-request' });
    expect(spin.status).toBe(409);
    expect(spin.body.errorCode).toBe('insufficient_balance');
    expect(await ledgerBalance('demotrial')).toBe(before);
  });

  it('refunds a round whose settlement fails', async () => {
    const token = await sandbox.login('agent42');
    const launch = (await launchUrl(token, 'agent42')).searchParams.get('launch')!;
    const before = await ledgerBalance('agent42');
    await sandbox.request({ method: 'POST', url: '/sandbox/games/fail-next-settlement' });
    const [stake] = await stakes(launch);
    const spin = await game('POST', '/play/api/spin', { launch, stake, requestId: 'failing-round-1' });
    expect(spin.body.errorCode).toBe('round_failed');
    expect(await ledgerBalance('agent42')).toBe(before);
    const rounds = (
      (await sandbox.request({ method: 'GET', url: '/sandbox/rounds?username=agent42' })).body.value as {
        rounds: { status: string }[];
      }
    ).rounds;
    expect(rounds[0]!.status).toBe('rolled_back');
  });

  it('refuses stakes the game does not offer, and dead launches', async () => {
    const launch = (await launchUrl()).searchParams.get('launch')!;
    expect(
      (await game('POST', '/play/api/spin', { launch, stake: 3.33, requestId: 'odd-stake-12' })).body
        .errorCode,
    ).toBe('invalid_request');
    expect(
      (await game('POST', '/play/api/spin', { launch: 'x'.repeat(43), stake: 5, requestId: 'dead-launch-1' }))
        .body.errorCode,
    ).toBe('launch_expired');
  });

  it('sets a balance through the ledger, moving the difference to or from the house', async () => {
    const total = async () =>
      (await sandbox.db.query<{ sum: string }>('select sum(balance)::text as sum from ledger_accounts'))[0]!
        .sum;
    const before = await total();
    const answer = await sandbox.request({
      method: 'POST',
      url: '/sandbox/accounts/demomember/balance',
      payload: { amount: 1.5 },
    });
    expect(answer.status).toBe(200);
    expect(await ledgerBalance('demomember')).toBe(1.5);
    expect(await total()).toBe(before);
    const refused = await sandbox.request({
      method: 'POST',
      url: '/sandbox/accounts/demomember/balance',
      payload: { amount: -5 },
    });
    expect(refused.status).toBe(400);
    expect(await ledgerBalance('demomember')).toBe(1.5);
  });

  it("ends the member's game pages at logout", async () => {
    const token = await sandbox.login('agent42');
    const launch = (await launchUrl(token, 'agent42')).searchParams.get('launch')!;
    const [stake] = await stakes(launch);
    expectValid(contract.logout, await sandbox.call(contract.logout, {}, { token }));
    const spin = await game('POST', '/play/api/spin', { launch, stake, requestId: 'after-logout-1' });
    expect(spin.body.errorCode).toBe('launch_expired');
  });
});

describe('the demo lottery', () => {
  it("launches through the platform page's one GET: members only, the betting view names its game, the lobby needs none", async () => {
    const query = {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoView: 'betting',
      device: 'WEB',
      language: 'EN',
    };
    expectFailure(
      await sandbox.call(contract.launchGame, { ...query, lottoGameCode: 'TCG_LOTTO_VN-0001' }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    const token = await sandbox.login('agent42');
    const unnamed = await sandbox.call(contract.launchGame, query, { token });
    expectFailure(unnamed, 400, 'invalid_request');
    expect(unnamed.body.value).toMatchObject({ field: 'lottoGameCode' });
    // A same-origin GET carries no Origin: the game's frame answers to the Referer's page.
    const lobby = await sandbox.request({
      method: 'GET',
      url: `/wps/game/launchGame?${new URLSearchParams({ ...query, lottoView: 'lobby' })}`,
      headers: { authorization: token, referer: 'https://portal.example/lottery?tab=vn' },
    });
    expect(lobby.status).toBe(200);
    const url = new URL((lobby.body.value as { gameUrl: string }).gameUrl);
    expect(url.searchParams.get('view')).toBe('lobby');
    const session = await game('GET', `/play/api/session?launch=${url.searchParams.get('launch')}`);
    expect(session.body.value.portalOrigin).toBe('https://portal.example');
  });

  it('opens a round at the bet, blocks a second launch while open, and settles at the draw', async () => {
    const token = await sandbox.login('agent42');
    const answer = await sandbox.call(contract.launchGame, lotteryLaunchQuery(), { token });
    const url = new URL((expectValid(contract.launchGame, answer) as { gameUrl: string }).gameUrl);
    expect(url.pathname).toBe('/play/lottery');
    const launch = url.searchParams.get('launch')!;
    const before = await ledgerBalance('agent42');
    const bet = await game('POST', '/play/api/lottery/bet', {
      launch,
      stake: 10,
      picks: ['07', '42'],
      requestId: 'lotto-round-1',
    });
    expect(bet.body.value.balance).toBeCloseTo(before - 10, 2);
    expectFailure(
      await sandbox.call(contract.launchGame, launchPayload({ token, username: 'agent42' }), { token }),
      409,
      'game_round_open',
    );
    const draw = await game('POST', '/play/api/lottery/draw', { launch, roundId: bet.body.value.roundId });
    expect(draw.body.value.drawn).toHaveLength(5);
    expect(await ledgerBalance('agent42')).toBeCloseTo(before - 10 + (draw.body.value.payout as number), 2);
    await launchUrl(token, 'agent42');
  });

  it('refunds a cancelled round once', async () => {
    const token = await sandbox.login('agent42');
    const answer = await sandbox.call(
      contract.launchGame,
      { ...lotteryLaunchQuery('ELOTT-0001', 'EN'), lottoView: 'lobby' },
      { token },
    );
    const launch = new URL((answer.body.value as { gameUrl: string }).gameUrl).searchParams.get('launch')!;
    const before = await ledgerBalance('agent42');
    const bet = await game('POST', '/play/api/lottery/bet', {
      launch,
      stake: 10,
      picks: ['01'],
      requestId: 'lotto-cancel-1',
    });
    await game('POST', '/play/api/lottery/cancel', { launch, roundId: bet.body.value.roundId });
    await game('POST', '/play/api/lottery/cancel', { launch, roundId: bet.body.value.roundId });
    expect(await ledgerBalance('agent42')).toBe(before);
  });
});
