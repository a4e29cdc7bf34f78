/**
 * Croupier for React apps: the portal's widgets as components, sharing one runtime under
 * {@link CroupierRoot}, and hooks for an app's own components. React is a peer dependency: the
 * widgets render with the app's React.
 *
 * @example
 * import { CroupierRoot, Auth, BalanceBar, Lobby } from 'croupier/react';
 *
 * export function Casino() {
 *   return (
 *     <CroupierRoot merchant="CROUPIER" platformUrl="https://portal.example">
 *       <Auth />
 *       <BalanceBar />
 *       <Lobby category="RNG" />
 *     </CroupierRoot>
 *   );
 * }
 *
 * @packageDocumentation
 * @module croupier/react
 */
import { widgetComponent } from './widget-component';

export { CroupierRoot, useCroupierRuntime, type CroupierRootProps } from './croupier-root';
export { useBalance, useSession, useCroupierEvent } from './hooks';
export type { WidgetElementProps } from './widget-component';
export type { WidgetName, WidgetOptions } from '../widget-table';

/**
 * Log in, register, forgotten password, free demo; the account and log out once in.
 *
 * @example
 * const login = <Auth register={false} freePlay={false} />;
 */
export const Auth = widgetComponent('auth');
/**
 * The balance with its currency, hide and refresh.
 *
 * @example
 * const balance = <BalanceBar loginButton={false} />;
 */
export const BalanceBar = widgetComponent('balance-bar');
/**
 * Search, vendor chips, favourites and the game grid; a game opens in place.
 *
 * @example
 * const live = <Lobby category="LIVE" sources={false} />;
 */
export const Lobby = widgetComponent('lobby');
/**
 * Lottery menus, latest draws and popular numbers.
 *
 * @example
 * const vietnam = <Lottery variant="vn" />;
 */
export const Lottery = widgetComponent('lottery');
/**
 * The personal centre: account, cashier and records (`page` opens one first).
 *
 * @example
 * const cashier = <MemberCentre page="depositv2" />;
 */
export const MemberCentre = widgetComponent('member-centre');
/**
 * The agent centre: the team, its reports and the agent contracts (`page` opens one first); agents only.
 *
 * @example
 * const office = <AgentCentre page="downlineManagement" />;
 */
export const AgentCentre = widgetComponent('agent-centre');
/**
 * One game by its vendor and id: its cover and a play button; it plays in place.
 *
 * @example
 * const slot = <Game vassalage="JILI" gameId="JILI-0001" />;
 */
export const Game = widgetComponent('game');
/**
 * The latest notice's title, opening the notice list.
 *
 * @example
 * const notices = <Notices theme="light" />;
 */
export const Notices = widgetComponent('notices');
/**
 * The latest big wins, scrolling.
 *
 * @example
 * const winners = <WinnersBoard />;
 */
export const WinnersBoard = widgetComponent('winners-board');
/**
 * The promotions by category, each opening in place with its action, raffle and comments.
 *
 * @example
 * const offers = <Promotions promotion={12} />;
 */
export const Promotions = widgetComponent('promotions');
/**
 * The points mall: rewards, redeems, the points' history and conversion into the balance.
 *
 * @example
 * const mall = <PointMall />;
 */
export const PointMall = widgetComponent('point-mall');
/**
 * The VIP ladder, the member's level and progress, and the level-up bonuses to claim.
 *
 * @example
 * const vip = <Vip />;
 */
export const Vip = widgetComponent('vip');
