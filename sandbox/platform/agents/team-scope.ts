import type { Queryable } from '../../core/db/database';
import { notFound } from '../../core/http/fault';
import { teamAccountNamed, teamBelow } from './repository';

/**
 * The accounts a team call covers, each with its depth below the calling agent (1: a direct
 * downline). Never the agent itself: its own play and money are not its team's.
 */
export type TeamScope = ReadonlyMap<number, number>;

/**
 * The account of the agent's team a filter names. Another agent's downline, the agent's upline
 * and a name nobody has all answer the same 404, so the answer tells nothing outside the team.
 */
export async function teamAccount(db: Queryable, agentId: number, username: string) {
  const account = await teamAccountNamed(db, agentId, username);
  if (!account) throw notFound('No such account in your team');
  return account;
}

/** The whole team of the agent, or, with `username`, that account of it and everyone below it. */
export async function teamScope(db: Queryable, agentId: number, username?: string): Promise<TeamScope> {
  if (username === undefined) return new Map((await teamBelow(db, agentId)).map((r) => [r.id, r.depth]));
  const root = await teamAccount(db, agentId, username);
  const below = await teamBelow(db, root.id);
  return new Map([
    [root.id, root.depth],
    ...below.map((r): [number, number] => [r.id, root.depth + r.depth]),
  ]);
}

/** Only the named account of the team, or the whole team. */
export async function accountOrTeam(db: Queryable, agentId: number, username?: string): Promise<TeamScope> {
  if (username === undefined) return teamScope(db, agentId);
  const account = await teamAccount(db, agentId, username);
  return new Map([[account.id, account.depth]]);
}
