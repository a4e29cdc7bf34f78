import type { TeamMember, TeamMembers } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { mainBalancesOf, toAmount } from '../ledger';
import { heldContracts } from '../agent-contracts';
import { countMembers, membersById, membersPage, type MemberFilter, type MemberRow } from './repository';
import { teamAccount } from './team-scope';

/** `search` as a LIKE pattern matching it anywhere, literally: its own % and _ are not wildcards. */
const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Rows as team management shows them, with each one's main-wallet balance. */
async function memberViews(db: Queryable, rows: MemberRow[]): Promise<TeamMember[]> {
  const ids = rows.map((r) => r.id);
  const [balances, contracts] = await Promise.all([mainBalancesOf(db, ids), heldContracts(db, ids)]);
  return rows.map((r) => ({
    username: r.username,
    nickname: r.nickname,
    accountType: r.type,
    parent: r.parent,
    depth: r.depth,
    balance: toAmount(balances.get(r.id) ?? 0),
    // The sandbox locks and disables no account (repeated failed logins ask for a captcha instead).
    status: 'active',
    registeredAt: new Date(r.created_at).getTime(),
    lastLoginAt: r.last_login_at ? new Date(r.last_login_at).getTime() : null,
    downlines: r.downlines,
    contracts: contracts.get(r.id) ?? [],
  }));
}

export interface MembersQuery {
  readonly parent?: string;
  readonly search?: string;
  readonly pageNo: number;
  readonly pageSize: number;
}

/**
 * The accounts directly under `parent` (the agent itself when absent, else an account of its
 * team), or with `search` every account of the team whose username contains it; newest first.
 */
export async function teamMembers(
  db: Queryable,
  agent: { accountId: number; username: string },
  query: MembersQuery,
): Promise<TeamMembers> {
  let parentId: number | null = query.search === undefined ? agent.accountId : null;
  const parent = query.parent?.trim();
  if (parent !== undefined && parent.toLowerCase() !== agent.username.toLowerCase())
    parentId = (await teamAccount(db, agent.accountId, parent)).id;
  else if (parent !== undefined) parentId = agent.accountId;
  const filter: MemberFilter = {
    parentId,
    pattern: query.search === undefined ? null : containsPattern(query.search),
  };
  const [rows, total] = await Promise.all([
    membersPage(db, agent.accountId, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    countMembers(db, agent.accountId, filter),
  ]);
  return { list: await memberViews(db, rows), total };
}

/** One direct downline the agent just registered, as team management shows it. */
export async function newDownline(db: Queryable, accountId: number): Promise<TeamMember> {
  const rows = await membersById(db, [accountId]);
  return (
    await memberViews(
      db,
      rows.map((r) => ({ ...r, depth: 1 })),
    )
  )[0]!;
}
