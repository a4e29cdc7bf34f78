import {
  agentIncome,
  agentInvite,
  teamBets,
  teamMembers,
  teamOverview,
  teamPnl,
  teamRegister,
  teamTransactions,
} from '../contract/endpoints/agent-team';
import type { RequestOf, ResponseOf } from '../contract/endpoint';
import type { TeamTransaction } from '../contract/entities/agent';
import type { CsvColumn } from '../shared-rules/csv';
import type { RecordsExport } from './records';
import { exportPages } from './export-pages';
import type { Core } from './core';

/**
 * A member or sub-agent to register under the agent.
 *
 * @example
 * const input: TeamRegisterInput = { kind: 'member', username: 'player77', password: 'Secret2026', confirmPassword: 'Secret2026' };
 * await croupier.agent.registerDownline(input);
 */
export type TeamRegisterInput = RequestOf<typeof teamRegister>;
/**
 * Which accounts of the team to list: under one parent, or a username search.
 *
 * @example
 * const query: TeamMembersQuery = { parent: 'agent42', pageNo: 1 };
 */
export type TeamMembersQuery = RequestOf<typeof teamMembers>;
/**
 * Team betting's filters: GMT+8 days, an account of the team, category, vendor, page.
 *
 * @example
 * const query: TeamBetsQuery = { from: '2026-11-01', to: '2026-11-25', username: 'player77' };
 */
export type TeamBetsQuery = RequestOf<typeof teamBets>;
/**
 * The PnL statement's filters.
 *
 * @example
 * const query: TeamPnlQuery = { from: '2026-11-01', to: '2026-11-25', pageNo: 1 };
 */
export type TeamPnlQuery = RequestOf<typeof teamPnl>;
/**
 * Transaction details' filters.
 *
 * @example
 * const query: TeamTransactionsQuery = { from: '2026-11-01', to: '2026-11-25', kind: 'deposit' };
 */
export type TeamTransactionsQuery = RequestOf<typeof teamTransactions>;
/**
 * The income report's range.
 *
 * @example
 * const range: IncomeQuery = { from: '2026-11-01', to: '2026-11-25' };
 */
export type IncomeQuery = RequestOf<typeof agentIncome>;
export type TeamOverviewReport = ResponseOf<typeof teamOverview>;

/**
 * The agent centre's team (SPEC §2): its figures, its accounts, registering new ones under the
 * agent, its rounds, results and wallet movements. The platform decides who is in the team; an
 * account outside it answers `not_found`.
 */
export function agentTeamActions({ client }: Core) {
  return {
    /**
     * Today, this week and this month of the team, and its daily net over 30 days.
     *
     * @example
     * const { today, daily } = await croupier.agent.overview();
     * console.log(today.teamNet, daily.length); // 30 days
     */
    overview: (signal?: AbortSignal) => client.call(teamOverview, {}, { signal }),
    /**
     * The agent's affiliate code for its invite link and QR code.
     *
     * @example
     * const { affiliateCode, registered } = await croupier.agent.invite();
     * const link = `${location.origin}/register?affiliateCode=${encodeURIComponent(affiliateCode)}`;
     */
    invite: (signal?: AbortSignal) => client.call(agentInvite, {}, { signal }),
    /**
     * Registers a member or a sub-agent directly under the agent.
     *
     * @example
     * const created = await croupier.agent.registerDownline({
     *   kind: 'agent', username: 'subagent7', password: 'Secret2026', confirmPassword: 'Secret2026',
     * });
     */
    registerDownline: (input: TeamRegisterInput) => client.call(teamRegister, input),
    /**
     * The accounts under a parent of the team, or a username search over the whole team.
     *
     * @example
     * const { list, total } = await croupier.agent.members({ parent: 'agent42', pageNo: 1, pageSize: 20 });
     * const found = await croupier.agent.members({ search: 'player7' });
     */
    members: (query: TeamMembersQuery, signal?: AbortSignal) => client.call(teamMembers, query, { signal }),
    /**
     * A page of the team's rounds and the totals of the whole filter.
     *
     * @example
     * const { list, totals } = await croupier.agent.bets({
     *   from: '2026-05-01', to: '2026-05-07', username: 'player77', category: 'LIVE', pageNo: 1,
     * });
     */
    bets: (query: TeamBetsQuery, signal?: AbortSignal) => client.call(teamBets, query, { signal }),
    /**
     * Profit and loss per account of the team.
     *
     * @example
     * const { list, totals } = await croupier.agent.pnl({ from: '2026-05-01', to: '2026-05-07', pageNo: 1 });
     */
    pnl: (query: TeamPnlQuery, signal?: AbortSignal) => client.call(teamPnl, query, { signal }),
    /**
     * Salaries and dividends received and paid in a range.
     *
     * @example
     * const { list, totals } = await croupier.agent.income({ from: '2026-05-01', to: '2026-05-07' });
     * console.log(totals.received, totals.paid, totals.net);
     */
    income: (range: IncomeQuery, signal?: AbortSignal) => client.call(agentIncome, range, { signal }),
    /**
     * A page of the team's wallet movements.
     *
     * @example
     * const { list, total } = await croupier.agent.transactions({
     *   from: '2026-05-01', to: '2026-05-07', username: 'player77', kind: 'withdrawal', pageNo: 1,
     * });
     */
    transactions: (query: TeamTransactionsQuery, signal?: AbortSignal) =>
      client.call(teamTransactions, query, { signal }),

    /**
     * Every team movement the filter matches, as a CSV file, read page after page (at most
     * EXPORT_MAX_ROWS rows: more is refused with `export_too_large`, value `{ limit, total }`).
     *
     * @example
     * const file = await croupier.agent.exportTransactions({ from: '2026-11-01', to: '2026-11-25' }, columns);
     */
    exportTransactions: (
      query: Omit<TeamTransactionsQuery, 'pageNo' | 'pageSize'>,
      columns: readonly CsvColumn<TeamTransaction>[],
      signal?: AbortSignal,
    ): Promise<RecordsExport> =>
      exportPages(
        (pageNo, pageSize) => client.call(teamTransactions, { ...query, pageNo, pageSize }, { signal }),
        columns,
      ),
  };
}
