import { randomUUID } from 'node:crypto';
import { contract } from '../../sdk/contract/table';
import type { Mission, MissionClaim, MissionLeaderboard, Missions } from '../../sdk/contract';
import { expectValid, type TestSandbox } from './harness';

/** The seed's missions (migration 027): 10 spins a day, 500.00 a day, 100.00 deposited a week, 100 spins a week. */
export const SPINS_TODAY = 1;
export const WAGER_TODAY = 2;
export const DEPOSIT_WEEK = 3;
export const SPINS_WEEK = 4;

/** The missions' calls as a member makes them, for one sandbox. */
export function missionDriver(sandbox: TestSandbox) {
  const newRequestId = () => `ms-${randomUUID()}`;

  const list = async (token: string, language = 'EN') =>
    expectValid(
      contract.missionList,
      await sandbox.call(contract.missionList, {}, { token, language }),
    ) as Missions;

  const mission = async (token: string, id: number): Promise<Mission> =>
    (await list(token)).list.find((m) => m.id === id)!;

  const available = async (token: string) =>
    (
      expectValid(
        contract.missionAvailable,
        await sandbox.call(contract.missionAvailable, {}, { token }),
      ) as {
        count: number;
      }
    ).count;

  const claimCall = (token: string, missionId: number, requestId = newRequestId()) =>
    sandbox.call(contract.missionClaim, { requestId, missionId }, { token });

  const claim = async (token: string, missionId: number, requestId?: string) =>
    expectValid(contract.missionClaim, await claimCall(token, missionId, requestId)) as MissionClaim;

  const board = async (token: string) =>
    expectValid(
      contract.missionLeaderboard,
      await sandbox.call(contract.missionLeaderboard, {}, { token }),
    ) as MissionLeaderboard;

  /** Postings of kind `kind` to the member's main wallet, minor units. */
  const paid = async (username: string, kind: string) =>
    (
      await sandbox.db.query<{ n: number; total: number }>(
        `select count(*)::int as n, coalesce(sum(e.amount), 0)::int8 as total
           from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
           join ledger_accounts a on a.id = e.ledger_account_id join accounts m on m.id = a.owner_id
          where m.username = $1 and t.kind = $2`,
        [username, kind],
      )
    )[0]!;

  return { newRequestId, list, mission, available, claimCall, claim, board, paid };
}
