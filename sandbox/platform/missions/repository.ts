import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { MissionMetric, MissionPeriod, MissionWindow } from '@sdk/shared-rules/mission-rules';

/** The missions' SQL (migration 027): the catalogue, the member's activity in a period, the claims. */

export interface MissionRow {
  id: number;
  title: Record<string, string>;
  period: MissionPeriod;
  metric: MissionMetric;
  goal: number;
  reward_minor: number;
  points: number;
}

const MISSION_COLUMNS = 'id, title, period, metric, goal, reward_minor, points';

export const activeMissions = (db: Queryable) =>
  db.query<MissionRow>(`select ${MISSION_COLUMNS} from missions where active order by sort, id`);

export const findMission = (db: Queryable, id: number) =>
  one<MissionRow>(db, `select ${MISSION_COLUMNS} from missions where id = $1 and active`, [id]);

/**
 * Deposits count net of the withdrawals made in the same window (a withdrawal the operator
 * rejected gave its money back and takes nothing off): a deposit withdrawn again completes no
 * mission. Never below zero.
 */
const NET_DEPOSITS = `select greatest(0,
    coalesce((select sum(amount) from deposit_orders
               where account_id = $1 and status = 'paid' and settled_at >= $2 and settled_at < $3), 0)
  - coalesce((select sum(amount) from withdrawal_orders
               where account_id = $1 and status <> 'rejected' and created_at >= $2 and created_at < $3), 0)
  )::int8 as n`;

/** What the member deposited, net of withdrawals, in the window (minor units). */
export const netDepositsIn = async (db: Queryable, accountId: number, window: MissionWindow) =>
  Number(
    (await one<{ n: number }>(db, NET_DEPOSITS, [
      accountId,
      new Date(window.startMs),
      new Date(window.endMs),
    ]))!.n,
  );

export interface ClaimRow {
  id: number;
  mission_id: number;
  period_start: Date;
  request_id: string;
  reward_minor: number;
  created_at: Date;
}

const CLAIM_COLUMNS = 'id, mission_id, period_start, request_id, reward_minor, created_at';

export const claimByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<ClaimRow>(db, `select ${CLAIM_COLUMNS} from mission_claims where account_id = $1 and request_id = $2`, [
    accountId,
    requestId,
  ]);

export const claimInPeriod = (db: Queryable, accountId: number, missionId: number, periodStart: Date) =>
  one<ClaimRow>(
    db,
    `select ${CLAIM_COLUMNS} from mission_claims where account_id = $1 and mission_id = $2 and period_start = $3`,
    [accountId, missionId, periodStart],
  );

/** The member's claims since `since` (the oldest period start among the missions shown). */
export const claimsSince = (db: Queryable, accountId: number, since: Date) =>
  db.query<ClaimRow>(
    `select ${CLAIM_COLUMNS} from mission_claims where account_id = $1 and period_start >= $2`,
    [accountId, since],
  );

export const insertClaim = async (
  tx: Queryable,
  claim: {
    accountId: number;
    missionId: number;
    periodStart: Date;
    requestId: string;
    rewardMinor: number;
    at: Date;
  },
) =>
  (await one<ClaimRow>(
    tx,
    `insert into mission_claims (account_id, mission_id, period_start, request_id, reward_minor, created_at)
     values ($1, $2, $3, $4, $5, $6) returning ${CLAIM_COLUMNS}`,
    [claim.accountId, claim.missionId, claim.periodStart, claim.requestId, claim.rewardMinor, claim.at],
  ))!;

/**
 * Holds the member's account row until the transaction ends, so their claims are decided one after
 * the other (two tabs at once: the second finds the first's claim). `no key update`, as the points'
 * lock: rows that refer to the account do not wait for it.
 */
export async function lockMember(tx: Queryable, accountId: number) {
  await tx.query('select id from accounts where id = $1 for no key update', [accountId]);
}
