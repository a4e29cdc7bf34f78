import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The wagering's SQL (migration 030): a requirement per reward credit. */

export interface RequirementRow {
  id: number;
  account_id: number;
  /** The credit's ledger key: one requirement per credit. */
  source: string;
  kind: string;
  amount_minor: number;
  locked_minor: number;
  required_minor: number;
  created_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: EndReason | null;
  forfeited_minor: number;
}

/** Why a requirement no longer locks anything (migration 030). */
export type EndReason = 'met' | 'expired' | 'bust' | 'legacy';

const COLUMNS = `id, account_id, source, kind, amount_minor::int8 as amount_minor, locked_minor::int8 as locked_minor,
  required_minor::int8 as required_minor, created_at, expires_at, ended_at, end_reason,
  forfeited_minor::int8 as forfeited_minor`;

const numeric = (row: RequirementRow): RequirementRow => ({
  ...row,
  amount_minor: Number(row.amount_minor),
  locked_minor: Number(row.locked_minor),
  required_minor: Number(row.required_minor),
  forfeited_minor: Number(row.forfeited_minor),
});

export interface NewRequirement {
  accountId: number;
  source: string;
  kind: string;
  amountMinor: number;
  lockedMinor: number;
  requiredMinor: number;
  at: Date;
  expiresAt: Date;
}

/** Records a credit's requirement, once per source (a replayed credit records nothing new). */
export async function insertRequirement(tx: Queryable, row: NewRequirement) {
  await tx.query(
    `insert into wagering_requirements (account_id, source, kind, amount_minor, locked_minor, required_minor,
       created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (source) do nothing`,
    [
      row.accountId,
      row.source,
      row.kind,
      row.amountMinor,
      row.lockedMinor,
      row.requiredMinor,
      row.at,
      row.expiresAt,
    ],
  );
}

/** The member's latest `limit` requirements, forfeited or not, oldest first. */
export const requirementsOf = async (db: Queryable, accountId: number, limit: number) =>
  (
    await db.query<RequirementRow>(
      `select ${COLUMNS} from wagering_requirements where account_id = $1 order by created_at desc, id desc limit $2`,
      [accountId, limit],
    )
  )
    .map(numeric)
    .reverse();

/** Members with a requirement past its time and not ended: the sweeper's work, oldest first. */
export const membersDue = async (db: Queryable, now: Date, limit: number) =>
  (
    await db.query<{ account_id: number }>(
      `select account_id from wagering_requirements where ended_at is null and expires_at <= $1
        group by account_id order by min(expires_at) limit $2`,
      [now, limit],
    )
  ).map((r) => r.account_id);

/** Ends a requirement; false when another call ended it first. */
export const endRequirement = async (
  tx: Queryable,
  id: number,
  end: { reason: EndReason; forfeitedMinor: number; at: Date },
) =>
  (await one<{ id: number }>(
    tx,
    `update wagering_requirements set ended_at = $2, end_reason = $3, forfeited_minor = $4
      where id = $1 and ended_at is null returning id`,
    [id, end.at, end.reason, end.forfeitedMinor],
  )) !== undefined;

/** Ends every open requirement of the member: they lost the money it locked (see forfeitOnBust). */
export async function endAllAsBust(tx: Queryable, accountId: number, at: Date) {
  await tx.query(
    `update wagering_requirements set ended_at = $2, end_reason = 'bust'
      where account_id = $1 and ended_at is null`,
    [accountId, at],
  );
}

/** Forgets the requirements of these accounts (the sandbox reset, for demo accounts). */
export async function deleteRequirementsOf(tx: Queryable, accountIds: number[]) {
  await tx.query('delete from wagering_requirements where account_id = any($1)', [accountIds]);
}
