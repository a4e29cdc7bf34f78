import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/**
 * The agent centre's SQL. An agent's team is every account below it in `accounts.parent_id`, at
 * any depth, found by a recursive walk down the parent index. Figures over rounds read the per-day
 * sums of the team's accounts (the rounds' door: account_day_totals, migration 021, or
 * round_day_totals, migration 015, by category and vendor), never the rounds themselves.
 */

/**
 * Deeper than any real line of agents: parents are set once, at registration, so the tree has no
 * cycle, but the bound keeps one bad row from walking forever.
 */
const MAX_DEPTH = 64;

/** Every account below $1, with its depth under it (1: a direct downline). */
const TEAM = `team(id, depth) as (
    select id, 1 from accounts where parent_id = $1
    union all
    select a.id, t.depth + 1 from accounts a join team t on a.parent_id = t.id where t.depth < ${MAX_DEPTH}
  )`;

/** Everyone below an account, with depths relative to it. */
export const teamBelow = (db: Queryable, rootId: number) =>
  db.query<{ id: number; depth: number }>(`with recursive ${TEAM} select id, depth from team`, [rootId]);

/** The account of the agent's team with this username (any case), and its depth; undefined for anyone else. */
export const teamAccountNamed = (db: Queryable, agentId: number, username: string) =>
  one<{ id: number; depth: number }>(
    db,
    `with recursive ${TEAM}
     select t.id, t.depth from team t join accounts a on a.id = t.id where lower(a.username) = lower($2)`,
    [agentId, username.trim()],
  );

export interface MemberRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  parent: string;
  depth: number;
  created_at: Date;
  last_login_at: Date | null;
  downlines: number;
}

export interface MemberFilter {
  /** Direct downlines of this account only. */
  readonly parentId: number | null;
  /** A LIKE pattern over lower-cased usernames, its wildcards already escaped. */
  readonly pattern: string | null;
}

const MEMBERS_WHERE = `($2::int is null or a.parent_id = $2)
        and ($3::text is null or lower(a.username) like $3 escape '\\')`;

/** A page of the agent's team as team management lists it, newest first. */
export const membersPage = (db: Queryable, agentId: number, f: MemberFilter, limit: number, offset: number) =>
  db.query<MemberRow>(
    `with recursive ${TEAM}
     select a.id, a.username, a.nickname, a.type, p.username as parent, t.depth, a.created_at, a.last_login_at,
            (select count(*) from accounts c where c.parent_id = a.id)::int as downlines
       from team t
       join accounts a on a.id = t.id
       join accounts p on p.id = a.parent_id
      where ${MEMBERS_WHERE}
      order by a.created_at desc, a.id desc
      limit $4 offset $5`,
    [agentId, f.parentId, f.pattern, limit, offset],
  );

export const countMembers = async (db: Queryable, agentId: number, f: MemberFilter) =>
  (
    await db.query<{ n: number }>(
      `with recursive ${TEAM}
       select count(*)::int as n from team t join accounts a on a.id = t.id where ${MEMBERS_WHERE}`,
      [agentId, f.parentId, f.pattern],
    )
  )[0]!.n;

/** Accounts by id, as team management shows them (depth left to the caller: 0 here). */
export const membersById = (db: Queryable, ids: readonly number[]) =>
  db.query<MemberRow>(
    `select a.id, a.username, a.nickname, a.type, p.username as parent, 0 as depth, a.created_at,
            a.last_login_at, (select count(*) from accounts c where c.parent_id = a.id)::int as downlines
       from accounts a join accounts p on p.id = a.parent_id
      where a.id = any($1::int[])`,
    [ids],
  );

/** Usernames and types by id. */
export const accountNames = (db: Queryable, ids: readonly number[]) =>
  db.query<{ id: number; username: string; type: number }>(
    'select id, username, type from accounts where id = any($1::int[])',
    [ids],
  );

/** How many of the accounts registered in a time range. */
export const countRegistered = async (db: Queryable, ids: readonly number[], start: Date, end: Date) =>
  (
    await db.query<{ n: number }>(
      'select count(*)::int as n from accounts where id = any($1::int[]) and created_at >= $2 and created_at < $3',
      [ids, start, end],
    )
  )[0]!.n;

/** The agent's affiliate code (null until it has one) and how many accounts were registered under it. */
export const affiliateOf = async (db: Queryable, agentId: number) =>
  (await one<{ code: string | null; registered: number }>(
    db,
    `select affiliate_code as code, (select count(*) from accounts c where c.parent_id = a.id)::int as registered
       from accounts a where a.id = $1`,
    [agentId],
  ))!;

/** Gives the agent a code if it has none; false when the code is someone else's (unique). */
export const claimAffiliateCode = async (db: Queryable, agentId: number, code: string) =>
  (
    await db.query(
      `update accounts set affiliate_code = $2 where id = $1 and affiliate_code is null
          and not exists (select 1 from accounts where upper(affiliate_code) = upper($2))
       returning id`,
      [agentId, code],
    )
  ).length > 0;

/**
 * The top of an agent's line: the highest account above it (itself included) whose every step up
 * is an agent of `agentTypes`. Sub-agents an agent registered share its line, and its limits.
 */
export const lineTopOf = async (db: Queryable, agentId: number, agentTypes: readonly number[]) =>
  (await one<{ id: number }>(
    db,
    `with recursive up(id, parent_id, depth) as (
       select id, parent_id, 0 from accounts where id = $1
       union all
       select a.id, a.parent_id, u.depth + 1 from accounts a join up u on a.id = u.parent_id
        where a.type = any($2::int[]) and u.depth < 50)
     select id from up order by depth desc limit 1`,
    [agentId, agentTypes],
  ))!.id;

/** Holds the line's top until the transaction ends: the line's registrations one after the other. */
export async function lockLine(tx: Queryable, topId: number) {
  await tx.query('select id from accounts where id = $1 for no key update', [topId]);
}

/** Accounts the agents of a line (its top and everyone below it) registered since `since`. */
export const registeredByLineSince = async (tx: Queryable, topId: number, since: Date) =>
  Number(
    (await one<{ n: number }>(
      tx,
      `with recursive ${TEAM}
       select count(*)::int as n from accounts a
        where (a.registered_by = $1 or a.registered_by in (select id from team)) and a.created_at >= $2`,
      [topId, since],
    ))!.n,
  );
