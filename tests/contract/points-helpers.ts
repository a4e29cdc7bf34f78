import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type {
  PointsBalance,
  PointsConfig,
  PointsMovements,
  PointsRedeem,
  PointsRedeems,
  PointsRewards,
} from '../../sdk/contract';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { expectValid, type Answer, type TestSandbox } from './harness';
import { registerMember } from './members';
import { PAYMENT_PASSWORD } from './withdraw-helpers';

export { PAYMENT_PASSWORD, WRONG_PASSWORD } from './withdraw-helpers';

let players = 0;

/** The point mall's calls as a member makes them, the operator's switches, and play to earn with. */
export function pointsDriver(sandbox: TestSandbox) {
  const newRequestId = () => `pt-${randomUUID()}`;

  /** A member of the test's own: `balance` in the main wallet and, unless told not to, a payment password. */
  async function member(balance = 1_000, withPassword = true) {
    const username = `pt${String(Date.now() % 1e6).padStart(6, '0')}${players++}`;
    const token = await registerMember(sandbox, 'pt', { username });
    if (balance > 0) {
      const set = await sandbox.request({
        method: 'POST',
        url: `/sandbox/accounts/${username}/balance`,
        payload: { amount: balance },
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    }
    if (withPassword) {
      const set = await sandbox.call(
        contract.paymentPasswordSet,
        { newPassword: PAYMENT_PASSWORD },
        { token },
      );
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    }
    return { username, token };
  }

  /** A call of the game page to the demo game vendor. */
  const game = async (path: string, payload: object): Promise<Answer> => {
    const response = await sandbox.instance.games.inject({ method: 'POST', url: path, payload });
    return { status: response.statusCode, body: response.json() };
  };

  /**
   * Opens the demo slot as a game whose least stake is 1.00, of a vendor that plays from the main
   * wallet, for the member; answers its launch token.
   */
  async function slot(token: string, username: string): Promise<string> {
    const [game] = await sandbox.db.query<{ node_id: number; vendor: string }>(
      `select g.node_id, g.vendor from games g join vendors v on v.code = g.vendor
        where g.min_bet = 100 and g.support_play and g.category = 'RNG' and v.wallet_mode = 'seamless'
        order by g.node_id limit 1`,
    );
    const answer = await sandbox.call(
      contract.launchGame,
      {
        nodeId: game!.node_id,
        vassalage: game!.vendor,
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
  }

  const spin = (launch: string, stake: number, requestId = `spin-${randomUUID()}`) =>
    game('/play/api/spin', { launch, stake, requestId });

  /** Spins the slot once per stake (decimal amounts); every spin must settle. Answers the round ids. */
  async function play(token: string, username: string, stakes: number[]): Promise<number[]> {
    const launch = await slot(token, username);
    const rounds: number[] = [];
    for (const stake of stakes) {
      const answer = await spin(launch, stake);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      rounds.push((answer.body.value as { roundId: number }).roundId);
    }
    return rounds;
  }

  const balance = async (token: string) =>
    expectValid(
      contract.pointsBalance,
      await sandbox.call(contract.pointsBalance, {}, { token }),
    ) as PointsBalance;

  const config = async () =>
    expectValid(contract.pointsConfig, await sandbox.call(contract.pointsConfig, {})) as PointsConfig;

  const rewards = async (language = 'EN') =>
    expectValid(
      contract.pointsReward,
      await sandbox.call(contract.pointsReward, {}, { language }),
    ) as PointsRewards;

  const redeemCall = (token: string, input: Record<string, unknown>) =>
    sandbox.call(
      contract.pointsRedeem,
      { requestId: newRequestId(), quantity: 1, paymentPassword: PAYMENT_PASSWORD, ...input },
      { token },
    );

  /** A redeem that must succeed. */
  const redeem = async (token: string, input: Record<string, unknown>) =>
    expectValid(contract.pointsRedeem, await redeemCall(token, input)) as PointsRedeem;

  const redeems = async (token: string, query: Record<string, unknown> = {}) =>
    expectValid(
      contract.pointsRedeemList,
      await sandbox.call(contract.pointsRedeemList, query, { token }),
    ) as PointsRedeems;

  const movements = async (token: string, query: Record<string, unknown> = {}) =>
    expectValid(
      contract.pointsTransactions,
      await sandbox.call(contract.pointsTransactions, query, { token }),
    ) as PointsMovements;

  const convertCall = (token: string, input: Record<string, unknown>) =>
    sandbox.call(
      contract.pointsConvert,
      { requestId: newRequestId(), paymentPassword: PAYMENT_PASSWORD, ...input },
      { token },
    );

  /** The operator's switches. */
  const decide = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    sandbox.request({
      method: 'POST',
      url: `/sandbox/points/redeems/${id}/${decision}`,
      payload: reason ? { reason } : {},
    });

  const setRules = async (rules: Record<string, unknown>) => {
    const set = await sandbox.request({ method: 'POST', url: '/sandbox/points/config', payload: rules });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  };

  const readout = async (username: string) =>
    (await sandbox.request({ method: 'GET', url: `/sandbox/points?username=${username}` })).body.value as {
      points: number;
      pending: number;
      book: Record<string, number>;
      promotionsBudget: number;
    };

  /** The member's main balance on the ledger (minor units stay exact: decimals as the API answers). */
  const wallet = async (username: string) =>
    (
      (await sandbox.request({ method: 'GET', url: `/sandbox/rounds?username=${username}` })).body.value as {
        balance: number;
      }
    ).balance;

  /**
   * Gives a member `points` the only way there is: playing. The rules earn a point per 0.01 for one
   * spin of points/100, then go back to the seed's.
   */
  async function earn(token: string, username: string, points: number) {
    await setRules({ validBetPerPoint: 0.01 });
    await play(token, username, [points / 100]);
    await setRules({ validBetPerPoint: 1 });
  }

  return {
    newRequestId,
    member,
    game,
    slot,
    spin,
    play,
    balance,
    config,
    rewards,
    redeemCall,
    redeem,
    redeems,
    movements,
    convertCall,
    decide,
    setRules,
    readout,
    wallet,
    earn,
  };
}

/**
 * The points book holds together: every movement's legs sum to zero and so do all balances; each
 * account's balance is the sum of its legs and its last leg's balance after; no account but
 * `issued` is below zero; `held` holds exactly what redeems in process took.
 */
export async function expectPointsSound(sandbox: TestSandbox) {
  const [sums] = await sandbox.db.query<{ legs: number; balances: number; unbalanced: number }>(
    `select (select coalesce(sum(amount), 0)::int8 from points_entries) as legs,
            (select coalesce(sum(balance), 0)::int8 from points_accounts) as balances,
            (select count(*)::int from (select movement_id from points_entries group by movement_id
                                         having sum(amount) <> 0 or count(*) <> 2) m) as unbalanced`,
  );
  expect(sums).toEqual({ legs: 0, balances: 0, unbalanced: 0 });
  const mismatched = await sandbox.db.query(
    `select a.id from points_accounts a left join points_entries e on e.points_account_id = a.id
      group by a.id, a.balance
     having a.balance <> coalesce(sum(e.amount), 0)
         or a.balance <> coalesce((select balance_after from points_entries l where l.points_account_id = a.id
                                    order by l.id desc limit 1), 0)`,
  );
  expect(mismatched).toEqual([]);
  expect(
    await sandbox.db.query("select id from points_accounts where kind <> 'issued' and balance < 0"),
  ).toEqual([]);
  const [held] = await sandbox.db.query<{ held: number; owed: number }>(
    `select (select balance from points_accounts where kind = 'held' and owner_id is null) as held,
            (select coalesce(sum(points), 0)::int8 from points_redeems where status = 'processing') as owed`,
  );
  expect(held!.held).toBe(held!.owed);
}
