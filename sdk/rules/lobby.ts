import type { GameCategory, GameListQuery } from '../contract/entities/game';

/**
 * SPEC §9: the least time between two loads of the lobby's infinite scroll.
 *
 * @example
 * if (rules.throttleAllows(lastLoadAt, Date.now(), rules.INFINITE_SCROLL_THROTTLE_MS)) loadNextPage();
 */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/**
 * SPEC §9: games per page of the lobby's infinite scroll.
 *
 * @example
 * const pages = Math.ceil(totalCount / rules.GAME_PAGE_SIZE);
 */
export const GAME_PAGE_SIZE = 20;
/**
 * `dwellMs` is ours, not SPEC's: an image starts loading once its card has stayed on screen that
 * long, so a fast scroll through thousands of games neither downloads nor draws the art that
 * flies past.
 *
 * @example
 * const observer = new IntersectionObserver(onVisible, { threshold: rules.LAZY_IMAGE.threshold });
 */
export const LAZY_IMAGE = { attempts: 3, threshold: 0.1, cache: 200, dwellMs: 120 } as const;
/**
 * Whether an image that came on screen waits `LAZY_IMAGE.dwellMs` before it loads: only while the
 * page is being scrolled (its last scroll `sinceScroll` ms ago, less than that wait), which is
 * when art flies past. A screen that is still, as every page is when it opens, shows its art at
 * once: the wait was 120 ms more before a lobby's largest paint. In a frame the page scrolled is
 * the parent's, whose scrolls the frame does not hear, so a frame always waits.
 *
 * @example
 * rules.imageWaits(Infinity, false); // false: the page has not scrolled
 * rules.imageWaits(50, false); // true: it is being scrolled
 */
export function imageWaits(sinceScroll: number, framed: boolean): boolean {
  return framed || sinceScroll < LAZY_IMAGE.dwellMs;
}
/**
 * SPEC §9 winners board: how many wins it asks for, and the marquee's repeat count and step.
 *
 * @example
 * const wins = rules.repeatForMarquee(list, rules.WINNERS.repeat);
 */
export const WINNERS = { limit: 20, repeat: 3, step: 0.5 } as const;
/**
 * How many of the most played lottery numbers the lobby asks for.
 *
 * @example
 * const popular = await croupier.client.call(contract.popularNumbers, { count: rules.POPULAR_NUMBERS });
 */
export const POPULAR_NUMBERS = 20;
/**
 * How many lottery number frequencies the lobby asks for.
 *
 * @example
 * const stats = await croupier.client.call(contract.numbers, { count: rules.NUMBERS });
 */
export const NUMBERS = 100;
/**
 * SPEC §9 game list defaults.
 *
 * @example
 * const page = await croupier.client.call(contract.gameList, { ...rules.GAME_LIST_DEFAULTS, pageNo: 2 });
 */
export const GAME_LIST_DEFAULTS = {
  clientType: 3,
  platform: 'flash,html5-desktop',
  pageNo: 1,
  pageSize: GAME_PAGE_SIZE,
} as const;

/**
 * Where a lobby's games come from: the filtered list, or the member's favourites, recent or hot list.
 *
 * @example
 * const source: rules.LobbySource = 'favorites';
 */
export type LobbySource = 'list' | 'favorites' | 'recent' | 'hot';

/**
 * What a lobby route shows: where its games come from and the list query's filters.
 *
 * @example
 * const view: rules.LobbyView = rules.lobbyView(location.pathname, new URLSearchParams(location.search).get('vassalage'));
 */
export interface LobbyView {
  readonly source: LobbySource;
  readonly query: Partial<GameListQuery>;
}

const CATEGORY_ROUTES: Readonly<Record<string, GameCategory>> = {
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/cockfight': 'COCKFIGHT',
  '/rng': 'RNG',
};
const TYPE_ROUTES: Readonly<Record<string, string>> = {
  '/crash': 'CRASH',
  '/horse': 'HORSE',
  '/jp': 'JACKPOT',
  '/bac': 'BACCARAT',
};
const VENDOR_ROUTES: Readonly<Record<string, string>> = { '/ppslot': 'PP', '/pplive': 'PPLIVE' };
const SOURCE_ROUTES: Readonly<Record<string, LobbySource>> = {
  '/favorite': 'favorites',
  '/recent': 'recent',
  '/hot': 'hot',
};

/**
 * What a lobby route shows (SPEC §2 category routes); a `vassalage` in the URL narrows it to one vendor.
 *
 * @example
 * rules.lobbyView('/live', 'EVO'); // { source: 'list', query: { gameClassify: 'LIVE', vassalage: 'EVO' } }
 */
export function lobbyView(path: string, vassalage?: string | null): LobbyView {
  const route = path.toLowerCase();
  const vendor = vassalage ? { vassalage } : {};
  if (SOURCE_ROUTES[route]) return { source: SOURCE_ROUTES[route]!, query: {} };
  if (route === '/new') return { source: 'list', query: { isNew: true, ...vendor } };
  if (CATEGORY_ROUTES[route])
    return { source: 'list', query: { gameClassify: CATEGORY_ROUTES[route], ...vendor } };
  if (TYPE_ROUTES[route]) return { source: 'list', query: { gameType: TYPE_ROUTES[route], ...vendor } };
  if (VENDOR_ROUTES[route]) return { source: 'list', query: { vassalage: VENDOR_ROUTES[route] } };
  return { source: 'list', query: vendor };
}

/**
 * SPEC §2: lottery sub-types; BG only when the brand supports language TY.
 *
 * @example
 * rules.lotterySubTypes(['EN', 'TY']); // ['SC', 'VP', 'JP', 'TG', 'AC', 'BG']
 */
export function lotterySubTypes(languages: readonly string[]): string[] {
  return ['SC', 'VP', 'JP', 'TG', 'AC', ...(languages.includes('TY') ? ['BG'] : [])];
}

/**
 * SPEC §9: the winners board shows its list three times in a row, scrolled smoothly.
 *
 * @example
 * rules.repeatForMarquee([1, 2], 2); // [1, 2, 1, 2]
 */
export const repeatForMarquee = <T>(items: readonly T[], times: number = WINNERS.repeat): T[] =>
  Array.from({ length: times }, () => items).flat();

/**
 * How many seconds the marquee takes to climb one copy of the list at its step a frame (60 frames a
 * second): the duration of the CSS animation that moves it, on the compositor rather than in script.
 *
 * @example
 * rules.marqueeSeconds(300); // 10
 */
export const marqueeSeconds = (cycle: number, step: number = WINNERS.step): number =>
  cycle > 0 && step > 0 ? cycle / (step * 60) : 0;

/**
 * The marquee's next offset: one step further, wrapped at one copy's height so the loop is seamless.
 *
 * @example
 * rules.marqueeOffset(10, 100); // 10.5
 */
export function marqueeOffset(offset: number, cycle: number, step: number = WINNERS.step): number {
  if (cycle <= 0) return 0;
  const next = offset + step;
  return next >= cycle ? next - cycle : next;
}
