import type { FlagSet } from './whitelabel';

/**
 * SPEC §2: the personal centre's 14 pages, in menu order, and Safer gambling (limits,
 * reality checks, time-out and self-exclusion) last; securityCenter opens by default.
 *
 * @example
 * const menu = rules.MEMBER_CENTRE_PAGES.map((page) => ({ page, label: `centres.${page}` }));
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'saferGambling',
] as const;
/**
 * A page of the personal centre (one of `MEMBER_CENTRE_PAGES`).
 *
 * @example
 * const page: rules.MemberCentrePage = 'withdraw';
 * croupier.modals.open('personalCentre', { page });
 */
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
/**
 * The personal centre's menu: every page, but the rebate promo (manualRebate) only while the
 * brand's flag MANPLAYREB3 is on (SPEC §6; the platform refuses its calls without it).
 *
 * @example
 * rules.memberCentreEntries({ MANPLAYREB3: false }).includes('manualRebate'); // false
 */
export const memberCentreEntries = (flags: FlagSet): MemberCentrePage[] =>
  MEMBER_CENTRE_PAGES.filter((page) => page !== 'manualRebate' || flags.MANPLAYREB3 === true);
/**
 * The personal centre's page when none is asked for.
 *
 * @example
 * const page = rules.pageOrDefault(asked, rules.MEMBER_CENTRE_PAGES, rules.DEFAULT_MEMBER_PAGE);
 */
export const DEFAULT_MEMBER_PAGE: MemberCentrePage = 'securityCenter';

/** SPEC §2: the agent centre's always-visible entries; agentTeamOverview opens by default. */
const AGENT_ALWAYS = [
  'announcement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagement',
  'teamBetting',
  'agentPnl',
  'agentRevenue',
  'downlineTransactions',
] as const;
/**
 * A page of the agent centre: the always-visible entries, or a flag-gated salary or dividend page.
 *
 * @example
 * const page: rules.AgentCentrePage = 'dividend';
 */
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];
/**
 * Every page the agent centre can show, flag-gated ones included, in menu order.
 *
 * @example
 * rules.AGENT_CENTRE_PAGES.includes('realtimeSalary'); // true
 */
export const AGENT_CENTRE_PAGES = [
  ...AGENT_ALWAYS,
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;
/**
 * The agent centre's page when none is asked for.
 *
 * @example
 * const page = rules.pageOrDefault(asked, rules.agentCentreEntries({}), rules.DEFAULT_AGENT_PAGE);
 */
export const DEFAULT_AGENT_PAGE: AgentCentrePage = 'agentTeamOverview';

/**
 * The agent centre's menu: the fixed entries, plus dividend, daily and hourly salary when their
 * brand flags are on, and real-time salary last (SPEC names no flag for it: every 5 minutes, §9).
 *
 * @example
 * rules.agentCentreEntries({ enableCt: true }).includes('dividend'); // true
 */
export function agentCentreEntries(flags: {
  enableCt?: boolean;
  salary?: boolean;
  hourSalary?: boolean;
}): AgentCentrePage[] {
  return [
    ...AGENT_ALWAYS,
    ...(flags.enableCt ? (['dividend'] as const) : []),
    ...(flags.salary ? (['dailySalary'] as const) : []),
    ...(flags.hourSalary ? (['hourlySalary'] as const) : []),
    'realtimeSalary',
  ];
}

/**
 * The page to open: the one asked for when the menu has it, else the default.
 *
 * @example
 * rules.pageOrDefault('nope', rules.MEMBER_CENTRE_PAGES, rules.DEFAULT_MEMBER_PAGE); // 'securityCenter'
 */
export function pageOrDefault<T extends string>(asked: unknown, pages: readonly T[], fallback: T): T {
  return pages.includes(asked as T) ? (asked as T) : fallback;
}

/** One kind's offers by period, as the consolidated info lists them; status P waits for an answer. */
export type WaitingByPeriod = Readonly<Record<string, readonly { readonly status: string }[]>>;

/**
 * SPEC §3's consolidated contract info as the agent centre's menu badges: the offers of each kind
 * waiting for the agent's answer, on the page that answers them.
 *
 * @example
 * const badges = rules.offerBadges(await croupier.agent.pendingOffers()); // { dividend: 1 }
 */
export function offerBadges(pending: {
  readonly dailysalreqtype: WaitingByPeriod;
  readonly divtypereq: WaitingByPeriod;
  readonly contracthoursalreq: WaitingByPeriod;
  readonly realtimesalreqtype: WaitingByPeriod;
}): Partial<Record<AgentCentrePage, number>> {
  const waiting = (byPeriod: WaitingByPeriod) =>
    Object.values(byPeriod).reduce((n, offers) => n + offers.filter((o) => o.status === 'P').length, 0);
  const counts: [AgentCentrePage, number][] = [
    ['dividend', waiting(pending.divtypereq)],
    ['dailySalary', waiting(pending.dailysalreqtype)],
    ['hourlySalary', waiting(pending.contracthoursalreq)],
    ['realtimeSalary', waiting(pending.realtimesalreqtype)],
  ];
  return Object.fromEntries(counts.filter(([, count]) => count > 0));
}
