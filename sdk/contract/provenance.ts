import type { contract } from './table';

/**
 * Where a contract entry comes from, so an operator knows which calls to check against their
 * platform: `observed` (path, method and the fields the platform's page sends and reads, seen in
 * its public client), `named` (the path seen there, the fields ours or not visible) or `designed`
 * (ours: the sandbox's own, partner sign-on, what the page never calls).
 */
export type ProvenanceKind = 'observed' | 'named' | 'designed';

export interface Provenance {
  readonly kind: ProvenanceKind;
  /** The call's row in ../shared/PLATFORM-WIRE.md (which cites the client's file and line), or the file and line. */
  readonly evidence?: string;
  /** What of ours still differs from what the page shows. */
  readonly differs?: string;
}

const wire = (row: number, differs?: string) => ({
  evidence: `PLATFORM-WIRE.md call ${row}`,
  ...(differs ? { differs } : {}),
});
const observed = (row: number, differs?: string): Provenance => ({ kind: 'observed', ...wire(row, differs) });
const named = (row: number, differs?: string): Provenance => ({ kind: 'named', ...wire(row, differs) });
/** A relay the member-centre bundle calls (MC/mc-control-shanshan.ef49d8e2.js), at `line`. */
const namedInCentre = (line: number, differs: string): Provenance => ({
  kind: 'named',
  evidence: `MC/mc-control-shanshan.ef49d8e2.js ${line}`,
  differs,
});

type EntryName = keyof typeof contract;

/** The entries the platform's page shows; every other entry is `designed`. */
const SEEN: Partial<Record<EntryName, Provenance>> = {
  rsaKey: { kind: 'observed', evidence: 'encrypt.js reRsaV2; chunk-web-view.a286710c.js 2626–2656' },
  login: observed(1, 'no GeeTest fields; type firebase with its token as the page sends it (C 6876–6882)'),
  loginVerification: observed(2, 'captcha fields ours'),
  logout: observed(3),
  loginFreeplay: observed(4),
  memberInfo: observed(5),
  memberIcon: named(6),
  fundsConsolidated: observed(7, 'also answers deposit, withdrawal, bet and payout totals'),
  languagePreference: observed(8),
  changePassword: observed(9),
  forgotByEmail: observed(10),
  resetByPhone: observed(12),
  register: observed(13, 'no GeeTest fields; adds captchaKey and ageConfirmed'),
  registerMobile: observed(14, 'as register'),
  registerAuto: observed(15, 'no GeeTest fields; the request as the page sends it (C 6990–7046)'),
  loginSms: observed(17),
  registerSms: observed(18),
  captcha: observed(20, 'also takes a key, for a page whose cookies the platform does not see'),
  affiliateCheck: named(22, 'answers a boolean; the page reads only success'),
  registerSettings: observed(23),
  systemStatus: observed(24, 'info.settings is ours'),
  whitelabel: observed(25),
  domainRoute: observed(26),
  ping: observed(32, 'its answer (null in the envelope) is ours; the page reads only that it succeeded'),
  helpCenter: named(27),
  balance: observed(
    33,
    "each entry carries the page's accountTypeId and availBalance beside our wallet and amount",
  ),
  walletTransfer: observed(
    34,
    'the optional requestId and the answer beside successAmount are ours; the page lets any two wallets ' +
      'trade, and so does the sandbox (main or transfer-mode vendors)',
  ),
  merchantWallet: named(35, 'isSingle is a boolean; the page compares it with 1'),
  countries: observed(28),
  unreadCount: observed(36),
  gameList: observed(38),
  hotGames: observed(39),
  vendorList: observed(40),
  vendorGameTypes: named(42),
  pvpRooms: named(44),
  favoriteGames: observed(45),
  favoriteGamesList: observed(46),
  addFavoriteGame: observed(47),
  removeFavoriteGame: observed(48),
  recentGames: named(49, 'answers {list}'),
  launchGame: observed(50, 'sends no token in the query (the Authorization header carries it)'),
  gameTrialLaunch: observed(51),
  announcements: observed(
    54,
    'hot holds notices of type H; type and timestamp ours; execution and groupName not applied',
  ),
  sportMatches: named(
    53,
    'the query and the answer are ours: the page calls the relay for its match cards, and what it sends and reads is not visible',
  ),
  rankList: observed(55),
  jackpots: named(
    56,
    'the answer is ours: the page calls the relay, and what it reads of the answer is not visible',
  ),
  gameMenus: observed(57),
  vnGameMenuRecent: observed(60),
  vnGameMenu: observed(59),
  vnOpenedNumbers: observed(61),
  openedNumbers: observed(62),
  popularGames: observed(63, 'takes only language; the page also sends count, prizeMode and playType'),
  raffleClaim: named(73),
  feedback: named(
    81,
    'sends {requestId, type, content, images}; the page {sender, content, type, captcha, file}',
  ),
  rebateQuote: named(87),
  vipStatus: named(91),
  missionList: named(92),
  missionLeaderboard: named(93),
  pointsBalance: named(94),
  pointsReward: named(95),
  pointsRedeem: named(97),
  pointsRedeemList: named(98),
  pointsConfig: named(99),
  pointsTransactions: named(100),
  pointsConvert: named(101),
  answerDividendOffer: observed(
    69,
    "the newer chunk's POST {productType, computationPeriod, status} (C 4790–4803, 4978–4984); C on a running contract is refused",
  ),
  answerDailySalaryOffer: observed(70, "the newer chunk's POST {id, status}; C is refused"),
  answerHourlySalaryOffer: observed(71, 'C is refused'),
  answerRealtimeSalaryOffer: observed(72, 'C is refused'),
  depositMethods: namedInCentre(
    31692,
    'the bundle reads value as [{code, displayName}]; ours answers the methods with their limits and bonuses',
  ),
  depositHistory: namedInCentre(
    31877,
    'the bundle sends {startDate, endDate, page, size, depositType, depositState} and reads value.list; ours pages by pageNo and pageSize',
  ),
  withdrawInfo: namedInCentre(20138, 'what the bundle reads is not visible; the answer is ours'),
  rebateClaim: namedInCentre(
    4528,
    'the bundle sends {balanceDate, rebateAmount: {elott, fish, live, pvp, rng, sports}}; ours {requestId, amount}',
  ),
};

/** Where an entry comes from (`designed` unless the platform's page shows it). */
export function provenanceOf(name: string): Provenance {
  return (SEEN as Record<string, Provenance | undefined>)[name] ?? { kind: 'designed' };
}

/** How many entries of a table are observed, named and designed. */
export function provenanceCounts(names: Iterable<string>): Record<ProvenanceKind, number> {
  const counts: Record<ProvenanceKind, number> = { observed: 0, named: 0, designed: 0 };
  for (const name of names) counts[provenanceOf(name).kind] += 1;
  return counts;
}
