import type { CroupierEvents, CroupierEventName } from '../state/events';

/**
 * Options of `Croupier('init', …)`.
 *
 * @example
 * const init: EmbedInit = { merchant: 'CROUPIER', languages: ['EN', 'PT'], defaultLanguage: 'EN' };
 * const embed = createEmbed({ ...init, platformUrl: 'https://portal.example' });
 */
export interface EmbedInit {
  /** Merchant code of the brand. */
  merchant: string;
  /** Where the platform answers; defaults to the origin croupier.js was loaded from. */
  platformUrl?: string;
  /** Upper-case language codes offered; default ES and EN. */
  languages?: string[];
  /** Language when the visitor's device does not decide; default ES. */
  defaultLanguage?: string;
}

/**
 * Options every widget takes besides its own.
 *
 * @example
 * const common: CommonWidgetOptions = { theme: 'auto' };
 * await embed.mount('balance-bar', '#balance', common);
 */
export interface CommonWidgetOptions {
  /**
   * `light` or `dark`, or `auto` (the default): the page's `color-scheme` where it names one, else
   * the colour behind the widget, followed as the page or the device changes (see
   * `rules.themeFor`). A framed widget gets the theme its helper reads on the partner page.
   */
  theme?: 'light' | 'dark' | 'auto';
}

/**
 * Each mountable widget's options by widget name. The SDK names no widget: the widgets' own table
 * (`widgets/widget-table.ts`) supplies the map, so `mount('lobby', el, { category })` is checked
 * against the lobby's options.
 */
export type WidgetOptionsMap = Record<string, object>;

/**
 * What `mount` returns: the same shape for every widget (see STYLE.md).
 *
 * @example
 * const lobby: WidgetHandle<WidgetOptions['lobby']> = await embed.mount('lobby', '#games');
 * lobby.update({ category: 'LIVE' });
 * lobby.unmount();
 */
export interface WidgetHandle<Options = Record<string, unknown>> {
  /** Changes some options; the widget re-renders with them. */
  update(options: Partial<Options>): void;
  /** Removes the widget from the page. */
  unmount(): void;
}

/**
 * Options of `frame` besides the widget's own.
 *
 * @example
 * const frameOptions: FrameOptions = { title: 'Games', gameLayout: 'fullscreen', onNavigate: (url) => window.open(url) };
 * await embed.frame('lobby', '#games', frameOptions);
 */
export interface FrameOptions {
  /**
   * A widget in the frame asks to open a portal route (`/game?…`, `/promotions`): the parent page
   * decides what to do, for example open `url` in a new page. Nothing happens without it.
   */
  onNavigate?: (url: string, path: string) => void;
  /** The iframe's accessible name; default the widget's name. */
  title?: string;
  /**
   * Where a game opened in the frame plays: `inline` (default), in the frame at its content's
   * height, or `fullscreen`, the frame covering the page's viewport until the game is left.
   */
  gameLayout?: 'inline' | 'fullscreen';
  /**
   * Sign-on from the partner's session: a one-time ticket the partner's server got for its player
   * (`POST /wps/partner/signon/ticket`, signed with the partner's secret). The frame exchanges it
   * before the widget renders, so the player is in without a second login. A refused ticket
   * (used, expired, another partner's) leaves the widget logged out and arrives as a
   * `croupier:error` event with the reason's `code`.
   */
  ticket?: string;
  /** The partner the ticket belongs to (its id at the platform, e.g. `demo`). */
  partner?: string;
}

/** The script-tag API: every method is also a string command, `Croupier('mount', …)`. */
export interface EmbedApi<Widgets extends WidgetOptionsMap = WidgetOptionsMap> {
  /** Configures the page's runtime; call once, before or after mounting. */
  init(options: EmbedInit): Promise<void>;
  /** Mounts a widget into an element (or the first element matching a selector). */
  mount<Name extends keyof Widgets & string>(
    widget: Name,
    target: string | Element,
    options?: Widgets[Name] & CommonWidgetOptions,
  ): Promise<WidgetHandle<Widgets[Name] & CommonWidgetOptions>>;
  /**
   * Frames a widget instead of mounting it: an `<iframe>` of `/embed/frame/<widget>` on the
   * portal's origin, sized to its content, speaking the protocol of `frame-protocol.ts`. The
   * player's session stays inside the frame; the page hears `croupier:<event>` DOM events on
   * `target` (session:started, session:ended, balance:changed, navigate). The page's origin must
   * be one of the brand's partner origins, or the frame refuses to load.
   *
   * @example
   * Croupier('frame', 'lobby', '#games', { category: 'rng', onNavigate: (url) => window.open(url) });
   */
  frame<Name extends keyof Widgets & string>(
    widget: Name,
    target: string | Element,
    options?: Widgets[Name] & CommonWidgetOptions & FrameOptions,
  ): Promise<WidgetHandle<Widgets[Name] & CommonWidgetOptions>>;
  /** Listens to a portal event; returns a function that stops listening. */
  on<K extends CroupierEventName>(
    event: K,
    listener: (detail: CroupierEvents[K]) => void,
  ): Promise<() => void>;
  /** Opens the login modal (for a host page's own button). */
  login(): Promise<void>;
  /**
   * Signs the partner's player on with a one-time ticket from the partner's server (sign-on from
   * the partner's session: `POST /wps/partner/signon/ticket`). Resolves once the session has
   * started (widgets show the player at once); rejects with an `Error` whose message is translated
   * into the page's language and whose `code` is the platform's (`ticket_used`, `ticket_expired`, …).
   *
   * @example
   * const { ticket } = await (await fetch('/croupier-ticket', { method: 'POST' })).json();
   * Croupier('loginWithTicket', ticket, { partner: 'demo' }).catch((e) => show(e.message));
   */
  loginWithTicket(ticket: string, options?: { partner?: string }): Promise<void>;
  /** Logs out (after no confirmation: the host asked for it). */
  logout(): Promise<void>;
}

/** `['mount', widget, target, options]`: each API method as a command tuple, typed from the API itself. */
export type EmbedCommand = { [K in keyof EmbedApi]: [K, ...Parameters<EmbedApi[K]>] }[keyof EmbedApi];
