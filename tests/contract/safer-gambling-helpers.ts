import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type {
  ActivityStatement,
  LimitState,
  PlaySession,
  ProtectionHistory,
  ProtectionState,
} from '../../sdk/contract';
import { expectValid, type Answer, type TestSandbox } from './harness';
import { registerMember } from './members';
import { lotteryLaunchQuery } from './lottery-launch';

let players = 0;

/** The Safer gambling page's calls as a member makes them, and the switches its tests need. */
export function protectionDriver(sandbox: TestSandbox) {
  /** A new member of the test's own, with `balance` in the main wallet: its name and token. */
  async function player(balance = 0) {
    const username = `sg${String(Date.now() % 1e6).padStart(6, '0')}${players++}`;
    const token = await registerMember(sandbox, 'sg', { username });
    if (balance > 0) {
      const set = await sandbox.request({
        method: 'POST',
        url: `/sandbox/accounts/${username}/balance`,
        payload: { amount: balance },
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    }
    return { username, token };
  }

  const state = async (token: string) =>
    expectValid(
      contract.protectionState,
      await sandbox.call(contract.protectionState, {}, { token }),
    ) as ProtectionState;

  /** One limit of a state: `period` for money, none for the session. */
  const limitIn = (s: ProtectionState, kind: LimitState['kind'], period?: LimitState['period']) =>
    s.limits.find((l) => l.kind === kind && l.period === period)!;

  const setLimit = (token: string, input: Record<string, unknown>) =>
    sandbox.call(contract.protectionSetLimit, { requestId: `lim-${randomUUID()}`, ...input }, { token });

  const confirm = (token: string, input: Record<string, unknown>) =>
    sandbox.call(contract.protectionConfirmLimit, input, { token });

  const session = async (token: string) =>
    expectValid(contract.playSession, await sandbox.call(contract.playSession, {}, { token })) as PlaySession;

  const exclude = (token: string, input: Record<string, unknown>) =>
    sandbox.call(contract.protectionExclude, input, { token });

  const statement = async (token: string, range: { from: string; to: string }) =>
    expectValid(
      contract.activityStatement,
      await sandbox.call(contract.activityStatement, range, { token }),
    ) as ActivityStatement;

  const history = async (token: string, page: Record<string, unknown> = {}) =>
    expectValid(
      contract.protectionHistory,
      await sandbox.call(contract.protectionHistory, page, { token }),
    ) as ProtectionHistory;

  /** Moves the platform's clock forward (POST /sandbox/clock). */
  const advance = async (ms: number) => {
    const moved = await sandbox.request({
      method: 'POST',
      url: '/sandbox/clock',
      payload: { advanceMs: ms },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    return moved.body.value as { now: number; offsetMs: number };
  };

  /** A lottery launch of the member: its bets stay open until drawn, so a stake is a sure loss so far. */
  async function lottery(token: string): Promise<string> {
    const answer = await sandbox.call(contract.launchGame, lotteryLaunchQuery('TCG_LOTTO_VN-0001', 'EN'), {
      token,
    });
    const url = (expectValid(contract.launchGame, answer) as { gameUrl: string }).gameUrl;
    return new URL(url).searchParams.get('launch')!;
  }

  /** A call of the game page to the demo game vendor. */
  const game = async (path: string, payload: object): Promise<Answer> => {
    const response = await sandbox.instance.games.inject({ method: 'POST', url: path, payload });
    return { status: response.statusCode, body: response.json() };
  };

  const bet = (launch: string, stake: number, requestId = `bet-${randomUUID()}`) =>
    game('/play/api/lottery/bet', { launch, stake, picks: ['07'], requestId });

  const draw = (launch: string, roundId: number) => game('/play/api/lottery/draw', { launch, roundId });

  /** What the ledger holds for the member's game movements since `since` (minor units). */
  async function ledgerPlay(username: string, since = new Date(0)) {
    const [row] = await sandbox.db.query<{ staked: number; won: number }>(
      `select coalesce(-sum(e.amount) filter (where e.kind = 'bet'), 0)::float8
                - coalesce(sum(e.amount) filter (where e.kind = 'rollback'), 0)::float8 as staked,
              coalesce(sum(e.amount) filter (where e.kind = 'win'), 0)::float8 as won
         from ledger_entries e join ledger_accounts a on a.id = e.ledger_account_id
         join accounts u on u.id = a.owner_id
        where lower(u.username) = lower($1) and e.created_at >= $2`,
      [username, since],
    );
    return row!;
  }

  return {
    player,
    state,
    limitIn,
    setLimit,
    confirm,
    session,
    exclude,
    statement,
    history,
    advance,
    lottery,
    bet,
    draw,
    ledgerPlay,
  };
}
