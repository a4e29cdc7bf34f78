import type { ComponentType } from 'react';
import type { AgentCentrePage } from '@sdk/rules/centres';
import type { AgentPageProps } from './page-props';

export type { AgentPageProps };

type PageModule = Promise<{ default: ComponentType<AgentPageProps> }>;

/**
 * The built pages of the agent centre, each its own chunk, loaded when it opens (DESIGN budgets:
 * each page its own lazy chunk). A page not listed here shows its heading only.
 */
export const PAGE_LOADERS: Partial<Record<AgentCentrePage, () => PageModule>> = {
  // The team (SPEC §2 agent centre's always-visible entries).
  announcement: () => import('./announcement/announcement-page'),
  agentTeamOverview: () => import('./overview/overview-page'),
  registerCenter: () => import('./register/register-page'),
  downlineManagement: () => import('./team/team-page'),
  teamBetting: () => import('./team-betting/team-betting-page'),
  agentPnl: () => import('./pnl/pnl-page'),
  downlineTransactions: () => import('./transactions/transactions-page'),
  // The contracts and income (agentRevenue, dividend, dailySalary, hourlySalary, realtimeSalary).
  agentRevenue: () => import('./income/income-page'),
  dividend: () => import('./contracts/dividend-page'),
  dailySalary: () => import('./contracts/daily-salary-page'),
  hourlySalary: () => import('./contracts/hourly-salary-page'),
  realtimeSalary: () => import('./contracts/realtime-salary-page'),
};
