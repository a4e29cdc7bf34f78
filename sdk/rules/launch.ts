import type { GameCategory, VendorLane } from '../contract/entities/game';
import { LAUNCH_PRIZE_MODE_LANES } from '../contract/entities/lottery';
import { protectedAction, type Viewer } from './account-types';

/**
 * SPEC §2: vendors whose launch object opens a game-list popup (isGame VASSALAGE).
 *
 * @example
 * const opensList = rules.VASSALAGE_VENDORS.includes(card.vassalage);
 */
export const VASSALAGE_VENDORS: readonly string[] = ['TCG_SEA', 'GPI', 'TCG_LOTTO_VN'];
/**
 * SPEC §2: the Vietnam lottery has a page of its own.
 *
 * @example
 * if (card.vassalage === rules.VIETNAM_LOTTERY) location.assign('/Vnlottery');
 */
export const VIETNAM_LOTTERY = 'TCG_LOTTO_VN';
/**
 * Categories whose games launch through the lottery launch, not the game launch.
 *
 * @example
 * const isLottery = rules.LOTTERY_CATEGORIES.includes(game.gameCategory);
 */
export const LOTTERY_CATEGORIES: readonly GameCategory[] = ['LOTT', 'ELOTT'];

/**
 * The Vietnam lottery's prize mode, as the platform's page derives it (C 150–153): `Lott` when its
 * vendor sits in the LOTT lane, `Elott` in the ELOTT lane, nothing before the lanes are known.
 *
 * @example
 * rules.lotteryPrizeMode(croupier.state.vendorLanes.value); // 'Lott'
 */
export function lotteryPrizeMode(lanes: readonly VendorLane[] | undefined): 'Lott' | 'Elott' | undefined {
  const holds = (category: GameCategory) =>
    lanes?.some(
      (lane) => lane.gameClassify === category && lane.cards.some((c) => c.vassalage === VIETNAM_LOTTERY),
    );
  return LAUNCH_PRIZE_MODE_LANES.find(([, lane]) => holds(lane))?.[0];
}

/**
 * What was clicked: a vendor card (no game) or a game.
 *
 * @example
 * const target: rules.LaunchTarget = { vassalage: 'PG', category: 'RNG', game: { nodeId: 1201 } };
 * rules.launchDecision(target, { hasToken: false }); // { kind: 'launch-game' }: RNG games need no login
 */
export interface LaunchTarget {
  readonly vassalage: string;
  readonly category: GameCategory;
  readonly isGame?: string;
  /** Set when a game was clicked; absent for a vendor card. */
  readonly game?: { readonly nodeId: number };
}

/**
 * What a click on a vendor card or a game leads to (see {@link launchDecision}).
 *
 * @example
 * const decision: rules.LaunchDecision = rules.launchDecision(target, viewer);
 * if (decision.kind === 'navigate') history.pushState(null, '', decision.path);
 */
export type LaunchDecision =
  | { readonly kind: 'navigate'; readonly path: string }
  | { readonly kind: 'game-list'; readonly vassalage: string }
  | { readonly kind: 'login' }
  | { readonly kind: 'trial' }
  | { readonly kind: 'launch-game' }
  | { readonly kind: 'launch-lottery' };

/**
 * SPEC §2 "Launching a game": the Vietnam lottery goes to /Vnlottery (even as a VASSALAGE card); a
 * VASSALAGE launch object opens the game-list popup; FISH and PVP vendors open their page with
 * page=vassalage; a slots vendor is chosen first, then /rng; RNG games start directly, without a
 * login check; everything else
 * needs a (real) login, lottery types through the lottery launch, others through the game launch.
 *
 * @example
 * const decision = rules.launchDecision(
 *   { vassalage: 'EVO', category: 'LIVE' },
 *   { hasToken: croupier.state.isLoggedIn.value, accountType: croupier.state.accountType.value },
 * );
 * if (decision.kind === 'login') croupier.modals.open('login');
 */
export function launchDecision(target: LaunchTarget, viewer: Viewer): LaunchDecision {
  if (!target.game) {
    // The Vietnam lottery's own rule wins over VASSALAGE's (SPEC lists its card under both): its
    // page shows the games the popup would, with the ones played lately (docs/spec-coverage.md).
    if (target.vassalage === VIETNAM_LOTTERY) return { kind: 'navigate', path: '/Vnlottery' };
    if (target.isGame === 'VASSALAGE') return { kind: 'game-list', vassalage: target.vassalage };
    if (target.category === 'FISH' || target.category === 'PVP') {
      return {
        kind: 'navigate',
        path: `/${target.category.toLowerCase()}?page=vassalage&vassalage=${encodeURIComponent(target.vassalage)}`,
      };
    }
    if (target.category === 'RNG')
      return { kind: 'navigate', path: `/rng?vassalage=${encodeURIComponent(target.vassalage)}` };
  }
  if (target.category === 'RNG') return { kind: 'launch-game' };
  const access = protectedAction(viewer);
  if (access === 'login') return { kind: 'login' };
  if (access === 'trial') return { kind: 'trial' };
  return LOTTERY_CATEGORIES.includes(target.category) ? { kind: 'launch-lottery' } : { kind: 'launch-game' };
}

/**
 * Route of each category's page.
 *
 * @example
 * rules.CATEGORY_PATHS.LIVE; // '/live'
 */
export const CATEGORY_PATHS: Readonly<Record<GameCategory, string>> = {
  LOTT: '/lottery',
  ELOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  // The SPB lane's vendors make crash and mini games: SPEC's /crash lists them.
  SPB: '/crash',
};

/**
 * What a click on a navigation vendor leads to: a page, or starting the vendor's game at once.
 *
 * @example
 * const decision: rules.NavClickDecision = rules.navClickDecision('LIVE', vendors);
 * if (decision.kind === 'page') history.pushState(null, '', decision.path);
 */
export type NavClickDecision =
  | { readonly kind: 'page'; readonly path: string; readonly clearVendor: boolean }
  | { readonly kind: 'start'; readonly vassalage: string };

const DIRECT_START: readonly GameCategory[] = ['PVP', 'ESPORTS', 'SPORTS', 'FISH', 'LIVE'];

/**
 * SPEC §2 navigation click: lottery types go to their page; PVP, e-sports, sports, fish and live
 * start their game directly when exactly one vendor exists (never for e-sports), else open the
 * category page; other types go to their page and clear the selected vendor.
 *
 * @example
 * rules.navClickDecision('LIVE', [{ vassalage: 'EVO' }]); // { kind: 'start', vassalage: 'EVO' }
 */
export function navClickDecision(
  category: GameCategory,
  vendors: readonly { vassalage: string }[],
): NavClickDecision {
  const path = CATEGORY_PATHS[category];
  if (LOTTERY_CATEGORIES.includes(category)) return { kind: 'page', path, clearVendor: false };
  if (DIRECT_START.includes(category)) {
    if (vendors.length === 1 && category !== 'ESPORTS')
      return { kind: 'start', vassalage: vendors[0]!.vassalage };
    return { kind: 'page', path, clearVendor: false };
  }
  return { kind: 'page', path, clearVendor: true };
}

/**
 * Where a vendor's card leads when followed as a link (a new tab, say): its page with
 * `page=vassalage` for FISH and PVP, the Vietnam lottery's own page, else its category's lobby
 * narrowed to it.
 *
 * @example
 * rules.vendorPath('LIVE', 'EVO'); // '/live?vassalage=EVO'
 */
export function vendorPath(category: GameCategory, vassalage: string): string {
  const vendor = encodeURIComponent(vassalage);
  if (category === 'FISH' || category === 'PVP')
    return `${CATEGORY_PATHS[category]}?page=vassalage&vassalage=${vendor}`;
  if (vassalage === VIETNAM_LOTTERY) return '/Vnlottery';
  if (LOTTERY_CATEGORIES.includes(category)) return CATEGORY_PATHS[category];
  return `${CATEGORY_PATHS[category]}?vassalage=${vendor}`;
}
