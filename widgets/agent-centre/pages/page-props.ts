import type { AgentCentrePage } from '@sdk/rules/centres';

/** What a page of the agent centre gets: a way to open another page (team → its betting, say). */
export interface AgentPageProps {
  readonly openPage: (page: AgentCentrePage, focus?: { username?: string }) => void;
  /** An account of the team the page opened for (team management → team betting of one downline). */
  readonly username?: string;
}
