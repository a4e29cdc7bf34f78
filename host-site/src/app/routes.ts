import type { ModalName } from '@sdk/state/modals';

/** Which frame a page sits in (SPEC §2 route table). */
export interface Layout {
  readonly header: boolean;
  readonly footer: boolean;
  readonly sideMenu: boolean;
  /** The phone's bottom tab bar; off where a game fills the screen. */
  readonly tabBar?: boolean;
}

const HOME: Layout = { header: true, footer: true, sideMenu: true };
/** 'header': header and footer. */
const HEADER: Layout = { header: true, footer: true, sideMenu: false };
/** 'header only': no footer either. */
const HEADER_ONLY: Layout = { header: true, footer: false, sideMenu: false };
/** A game in play: the header and the game; on a phone no tab bar under it. */
const GAME: Layout = { ...HEADER_ONLY, tabBar: false };
/** 'no header': the bare page (help for the app's web view). */
const NO_HEADER: Layout = { header: false, footer: false, sideMenu: false };

export type PageKey =
  | 'home'
  | 'vip'
  | 'pointMall'
  | 'lottery'
  | 'vnLottery'
  | 'elott'
  | 'rng'
  | 'lobby'
  | 'category'
  | 'promotions'
  | 'promoDetail'
  | 'seamless'
  | 'help'
  | 'down'
  | 'join'
  | 'game';

export interface RouteDef {
  readonly paths: readonly string[];
  readonly page: PageKey;
  readonly layout: Layout;
  /** Translation key of the page title (per path when the page is shared). */
  readonly title: string | ((path: string) => string);
  /** A modal the route opens over its page. */
  readonly modal?: ModalName;
  readonly scrollToTop?: boolean;
}

/** Lobby and category routes share one screen and take their title from the path. */
const titleFromPath = (path: string) => `pages.${path.slice(1).toLowerCase()}`;

/** SPEC §2 routes (history mode). */
export const ROUTES: readonly RouteDef[] = [
  { paths: ['/', '/index', '/index.html', '/home'], page: 'home', layout: HOME, title: 'pages.home' },
  {
    paths: ['/register', '/register.html'],
    page: 'home',
    layout: HOME,
    title: 'pages.home',
    modal: 'register',
  },
  { paths: ['/login'], page: 'home', layout: HOME, title: 'pages.home', modal: 'login' },
  { paths: ['/vip'], page: 'vip', layout: HEADER, title: 'pages.vip' },
  { paths: ['/pointMall'], page: 'pointMall', layout: HEADER, title: 'pages.pointMall' },
  { paths: ['/lottery'], page: 'lottery', layout: HEADER_ONLY, title: 'pages.lottery' },
  { paths: ['/Vnlottery'], page: 'vnLottery', layout: HEADER_ONLY, title: 'pages.vnLottery' },
  { paths: ['/elott'], page: 'elott', layout: HEADER, title: 'pages.elott' },
  { paths: ['/rng'], page: 'rng', layout: HEADER, title: 'pages.rng' },
  {
    paths: ['/live', '/fish', '/pvp', '/sports', '/esports'],
    page: 'lobby',
    layout: HEADER,
    title: titleFromPath,
  },
  {
    paths: [
      '/crash',
      '/cockfight',
      '/horse',
      '/jp',
      '/bac',
      '/ppslot',
      '/pplive',
      '/favorite',
      '/recent',
      '/hot',
      '/new',
    ],
    page: 'category',
    layout: HEADER,
    title: titleFromPath,
  },
  { paths: ['/promotions'], page: 'promotions', layout: HEADER, title: 'pages.promotions' },
  { paths: ['/promoDetail'], page: 'promoDetail', layout: HEADER, title: 'pages.promoDetail' },
  { paths: ['/seamless'], page: 'seamless', layout: HEADER_ONLY, title: 'pages.seamless' },
  { paths: ['/help'], page: 'help', layout: HEADER, title: 'help.title', scrollToTop: true },
  { paths: ['/helpmc'], page: 'help', layout: NO_HEADER, title: 'help.title', scrollToTop: true },
  // /download is the name the login guard exempts (SPEC §2); it shows the download page too.
  { paths: ['/down', '/download'], page: 'down', layout: HEADER, title: 'down.title' },
  { paths: ['/join'], page: 'join', layout: HEADER, title: 'join.title' },
  { paths: ['/game'], page: 'game', layout: GAME, title: 'pages.game' },
];

/** The route of a path (case-insensitive, trailing slash ignored), if any. */
export function routeFor(path: string): RouteDef | undefined {
  const normalized = (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
  return ROUTES.find((route) => route.paths.some((p) => p.toLowerCase() === normalized));
}

export function titleKey(route: RouteDef, path: string): string {
  return typeof route.title === 'function' ? route.title(path) : route.title;
}
