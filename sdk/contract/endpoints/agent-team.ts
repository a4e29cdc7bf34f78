import { defineEndpoint } from '../endpoint';
import { Type, Empty, MAX_PAGE_NO } from '../schema';
import { GameCategoryName } from '../entities/game';
import { AccountRecordKindName, CalendarDay } from '../entities/records';
import {
  AGENT_MAX_PAGE_SIZE,
  AgentIncome,
  AgentInvite,
  DownlineKind,
  TeamBets,
  TeamMember,
  TeamMembers,
  TeamOverview,
  TeamPnl,
  TeamTransactions,
} from '../entities/agent';

/*
 * The agent centre's team calls (SPEC §2 Agent centre). SPEC names the pages, not their calls, so
 * the paths and shapes are ours, in the platform's style. Every call needs an agent's session:
 * a member is refused with 403 error_not_agent, a trial account with in_need_true_account. A
 * `username` filter must name an account of the caller's own team; any other (another agent's
 * downline, the caller's upline, nobody) answers 404 not_found alike, so the answer tells nothing
 * about accounts outside the team. Date ranges follow the records' rules (at most 31 GMT+8 days,
 * not past today: 400 date_range_invalid).
 */

const Range = { from: CalendarDay, to: CalendarDay };

const Page = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: AGENT_MAX_PAGE_SIZE, default: 20 })),
};

const TeamUsername = Type.Optional(
  Type.String({ minLength: 1, maxLength: 64, description: 'An account of the caller’s team' }),
);

/**
 * @example
 * const { today, daily } = await client.call(contract.teamOverview, {});
 * console.log(today.teamNet, daily.length); // 30 days
 */
export const teamOverview = defineEndpoint({
  name: 'teamOverview',
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    "The team's figures today, this week (from Monday) and this month, GMT+8: new members, active " +
    'players, deposits, withdrawals, valid bets, payouts, team net and the agent’s own income, and the ' +
    'team net of each of the last 30 days',
  request: Empty,
  response: TeamOverview,
});

/**
 * @example
 * const { affiliateCode } = await client.call(contract.agentInvite, {});
 * const link = `${location.origin}/register?affiliateCode=${affiliateCode}`;
 */
export const agentInvite = defineEndpoint({
  name: 'agentInvite',
  method: 'GET',
  path: '/wps/agent/team/invite',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary: "The agent's affiliate code, for its invite link and QR code, and how many registered with it",
  request: Empty,
  response: AgentInvite,
});

/**
 * @example
 * const created = await client.call(contract.teamRegister, {
 *   kind: 'member', username: 'player77', password: 'Secret2026', confirmPassword: 'Secret2026',
 * });
 */
export const teamRegister = defineEndpoint({
  name: 'teamRegister',
  method: 'PUT',
  path: '/wps/agent/team/register',
  auth: 'required',
  caller: 'agent',
  encrypted: true,
  tag: 'agent',
  summary:
    'Registers a member or a sub-agent directly under the calling agent, with the brand’s username and ' +
    'password rules (SPEC §5): field_invalid with value.field, password_mismatch, username_taken',
  request: Type.Object({
    kind: DownlineKind,
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    confirmPassword: Type.String({ minLength: 1, maxLength: 128 }),
    nickname: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  response: TeamMember,
});

/**
 * @example
 * const { list, total } = await client.call(contract.teamMembers, { parent: 'agent42', pageNo: 1 });
 */
export const teamMembers = defineEndpoint({
  name: 'teamMembers',
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    'The accounts directly under `parent` (the caller when absent, else an agent of its team), or, with ' +
    '`search`, every account of the whole team whose username contains it; newest first',
  request: Type.Object({
    parent: TeamUsername,
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    ...Page,
  }),
  response: TeamMembers,
});

/**
 * @example
 * const bets = await client.call(contract.teamBets, { from: '2026-11-01', to: '2026-11-25', username: 'player77' });
 */
export const teamBets = defineEndpoint({
  name: 'teamBets',
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    'Rounds of the whole team, or of one account of it and everyone below it, placed in the range, newest ' +
    'first, optionally of one category or vendor; totals cover every round the filter matches',
  request: Type.Object({
    ...Range,
    username: TeamUsername,
    category: Type.Optional(GameCategoryName),
    vendor: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    ...Page,
  }),
  response: TeamBets,
});

/**
 * @example
 * const { list, totals } = await client.call(contract.teamPnl, { from: '2026-11-01', to: '2026-11-25' });
 */
export const teamPnl = defineEndpoint({
  name: 'teamPnl',
  method: 'GET',
  path: '/wps/agent/team/pnl',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    'Profit and loss of each account of the team (or of one account and everyone below it) in the range: ' +
    'stake, valid bet, payout, bonus, rebate and net, largest valid bet first; totals of the whole team',
  request: Type.Object({ ...Range, username: TeamUsername, ...Page }),
  response: TeamPnl,
});

/**
 * @example
 * const { list, totals } = await client.call(contract.agentIncome, { from: '2026-11-01', to: '2026-11-25' });
 */
export const agentIncome = defineEndpoint({
  name: 'agentIncome',
  method: 'GET',
  path: '/wps/agent/income',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    'Every salary and dividend period settled in the range that the agent received from its upline or ' +
    'paid to a downline, each with its figure, tier rate and amount',
  request: Type.Object(Range),
  response: AgentIncome,
});

/**
 * @example
 * const page = await client.call(contract.teamTransactions, { from: '2026-11-01', to: '2026-11-25', kind: 'deposit' });
 */
export const teamTransactions = defineEndpoint({
  name: 'teamTransactions',
  method: 'GET',
  path: '/wps/agent/team/transactions',
  auth: 'required',
  caller: 'agent',
  tag: 'agent',
  summary:
    'Every wallet movement of the team’s accounts (not the agent’s own) in the range, newest first, ' +
    'optionally of one account or one kind',
  request: Type.Object({
    ...Range,
    username: TeamUsername,
    kind: Type.Optional(AccountRecordKindName),
    ...Page,
  }),
  response: TeamTransactions,
});
