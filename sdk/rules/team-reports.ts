import type { TeamMember, TeamTransaction } from '../contract/entities/agent';
import type { CsvColumn } from '../shared-rules/csv';
import { isAgentAccount } from './account-types';
import { gmt8Stamp, RECORDS_PAGE_SIZE } from './records';
import type { RecordsFilter } from './records-filter';

/*
 * The agent centre's team pages (SPEC §2 team management, team betting, user loss, transaction
 * details): what each asks the platform for, how the team tree is walked, who can be sent money.
 * Pure: the pages only show what these decide.
 */

/** Rows per page of the team's lists. */
export const TEAM_PAGE_SIZE = RECORDS_PAGE_SIZE;

/** A username filter as the platform takes it: trimmed, and left out when empty (the whole team). */
function usernameOf(username: string | undefined): { username?: string } {
  const trimmed = username?.trim();
  return trimmed ? { username: trimmed } : {};
}

/**
 * Team betting's call: the range, an account of the team (with everyone below it), a category, a
 * vendor, a page.
 *
 * @example
 * rules.teamBetsQuery(filter, ' p77 ', 2); // { from, to, username: 'p77', pageNo: 2, pageSize: 20 }
 */
export function teamBetsQuery(filter: RecordsFilter, username: string | undefined, pageNo: number) {
  return {
    from: filter.from,
    to: filter.to,
    ...usernameOf(username),
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.vendor ? { vendor: filter.vendor } : {}),
    pageNo,
    pageSize: TEAM_PAGE_SIZE,
  };
}

/**
 * The PnL statement's call: the range, an account of the team, a page.
 *
 * @example
 * rules.teamPnlQuery(filter, '', 1); // { from, to, pageNo: 1, pageSize: 20 }
 */
export function teamPnlQuery(filter: RecordsFilter, username: string | undefined, pageNo: number) {
  return { from: filter.from, to: filter.to, ...usernameOf(username), pageNo, pageSize: TEAM_PAGE_SIZE };
}

/**
 * Transaction details' call without its page (what an export asks for): the range, an account, a kind.
 *
 * @example
 * rules.teamTransactionsFilter(filter, 'p77'); // { from, to, username: 'p77' }
 */
export function teamTransactionsFilter(filter: RecordsFilter, username: string | undefined) {
  return {
    from: filter.from,
    to: filter.to,
    ...usernameOf(username),
    ...(filter.kind ? { kind: filter.kind } : {}),
  };
}

/**
 * Transaction details' call for one page.
 *
 * @example
 * rules.teamTransactionsQuery(filter, '', 3); // { from, to, pageNo: 3, pageSize: 20 }
 */
export function teamTransactionsQuery(filter: RecordsFilter, username: string | undefined, pageNo: number) {
  return { ...teamTransactionsFilter(filter, username), pageNo, pageSize: TEAM_PAGE_SIZE };
}

/** The headings of the team's transactions CSV file, in the agent's language. */
export interface TeamCsvHeadings {
  readonly time: string;
  readonly username: string;
  readonly kind: string;
  readonly amount: string;
  readonly balanceAfter: string;
  readonly reference: string;
}

/**
 * The team transactions' CSV columns: the table's, with machine-readable values (GMT+8 time as
 * `YYYY-MM-DD HH:mm:ss`, plain signed amounts with a dot) and the kind as the agent reads it.
 *
 * @example
 * const columns = rules.teamCsvColumns(headings, (kind) => t(`records.kinds.${kind}`));
 */
export function teamCsvColumns(
  headings: TeamCsvHeadings,
  kindName: (kind: string) => string,
): CsvColumn<TeamTransaction>[] {
  return [
    { header: headings.time, value: (r) => gmt8Stamp(r.at) },
    { header: headings.username, value: (r) => r.username },
    { header: headings.kind, value: (r) => kindName(r.kind) },
    { header: headings.amount, value: (r) => r.amount },
    { header: headings.balanceAfter, value: (r) => r.balanceAfter },
    { header: headings.reference, value: (r) => r.reference },
  ];
}

/**
 * Whether an account of the team is a sub-agent (its own team can be opened) or a member.
 *
 * @example
 * rules.teamMemberRole({ accountType: 42 }); // 'agent'
 */
export function teamMemberRole(member: Pick<TeamMember, 'accountType'>): 'agent' | 'member' {
  return isAgentAccount(member.accountType) ? 'agent' : 'member';
}

/**
 * SPEC §6: an agent sends money to its direct downlines only (not to their own downlines).
 *
 * @example
 * rules.canSendTo({ depth: 2 }); // false
 */
export const canSendTo = (member: Pick<TeamMember, 'depth'>): boolean => member.depth === 1;

/**
 * Whether a row can be opened to show its own downlines: a sub-agent with some.
 *
 * @example
 * rules.canDrillInto({ accountType: 42, downlines: 3 }); // true
 */
export const canDrillInto = (member: Pick<TeamMember, 'accountType' | 'downlines'>): boolean =>
  teamMemberRole(member) === 'agent' && member.downlines > 0;

/**
 * The team tree's breadcrumb is a path: the agent's own level (empty), then each sub-agent opened
 * below it; the last one is the level shown. Opening an account adds it to the path.
 *
 * @example
 * rules.drillInto(['agent42'], 'sub1'); // ['agent42', 'sub1']
 */
export const drillInto = (path: readonly string[], username: string): string[] => [...path, username];

/**
 * Choosing a crumb goes back up to it: the path up to `index` (-1: the agent's own level).
 *
 * @example
 * rules.drillBackTo(['agent42', 'sub1'], 0); // ['agent42']
 * rules.drillBackTo(['agent42'], -1); // [] (the agent's own direct downlines)
 */
export const drillBackTo = (path: readonly string[], index: number): string[] => path.slice(0, index + 1);

/**
 * The team list's call: a username search over the whole team, or the accounts under the level
 * the breadcrumb shows (the agent's own when empty).
 *
 * @example
 * rules.teamMembersQuery({ path: ['agent42'], search: '', pageNo: 1 }); // { parent: 'agent42', pageNo: 1, pageSize: 20 }
 * rules.teamMembersQuery({ path: ['agent42'], search: ' pla ', pageNo: 1 }); // { search: 'pla', pageNo: 1, pageSize: 20 }
 */
export function teamMembersQuery(view: { path: readonly string[]; search: string; pageNo: number }) {
  const search = view.search.trim();
  const parent = view.path[view.path.length - 1];
  return {
    ...(search ? { search } : parent ? { parent } : {}),
    pageNo: view.pageNo,
    pageSize: TEAM_PAGE_SIZE,
  };
}
