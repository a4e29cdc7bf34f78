import type { CroupierEvents } from '../state/events';

/**
 * The iframe protocol, version 1: what a Croupier frame (`/embed/frame/<widget>`) and the page
 * that frames it say to each other with `postMessage`. Every message is
 * `{ croupier: 1, type, id?, payload }`; anything else is not ours and is ignored.
 *
 * Frame → parent: `ready` (the frame has loaded and waits for `init`), `resize` (its content
 * height), `navigate` (a widget asks to go somewhere: the parent decides), the session and
 * balance events, and `error`. Parent → frame: `init` (the widget's options, answering `ready`),
 * `update` (new options) and `viewport` (which part of the frame the player can see).
 *
 * A frame's height is the height of what it shows, never of the frame it was given: a parent
 * that fits the iframe to `resize` gives the frame a window as tall as its content, in which
 * everything is "on screen", so a widget that paged by its own window would load more, grow,
 * and load more again without end. A framed lobby therefore pages only by the parent's
 * `viewport` (what the player has scrolled to on the parent page) or by its "More games" button.
 *
 * Both sides check who speaks before they read: the frame listens only to `window.parent` at the
 * origin it was framed for (one of the brand's partner origins), and the parent helper only to
 * its own iframe at the portal's origin. See widgets/embed/frame-child.ts and frame-parent.ts.
 *
 * @example
 * // A partner speaking the protocol by hand:
 * const frame = document.querySelector('iframe');
 * addEventListener('message', (event) => {
 *   if (event.source !== frame.contentWindow || event.origin !== 'https://portal.example') return;
 *   const message = readFrameMessage(event.data);
 *   if (message?.type === 'ready')
 *     frame.contentWindow.postMessage({ croupier: 1, type: 'init', payload: { options: {} } }, event.origin);
 *   if (message?.type === 'resize') frame.style.height = `${message.payload.height}px`;
 * });
 */
export const FRAME_PROTOCOL_VERSION = 1;

/**
 * Each message type with its payload.
 *
 * @example
 * type Resize = FrameMessages['resize']; // { height: number }
 */
export interface FrameMessages {
  /** Frame → parent: loaded; answer with `init`. */
  ready: { widget: string };
  /**
   * Parent → frame: the widget's options (the same as `mount`'s, the theme included) and, when
   * known, `backdrop`: the colour of the partner page behind the frame (`rgb(…)`), which the frame
   * paints as its own background, so the contrast of its text is the one the player sees.
   */
  init: { options: Record<string, unknown>; backdrop?: string };
  /** Parent → frame: changed options (and the backdrop, when the page's changed). */
  update: { options: Record<string, unknown>; backdrop?: string };
  /** Frame → parent: the content's height in CSS pixels, so the iframe can fit it. */
  resize: { height: number };
  /**
   * Parent → frame: the part of the iframe the player can see in the parent's viewport, in the
   * frame's CSS pixels: from `top` (0: the frame's top edge is on screen) for `height` pixels (0:
   * the frame is scrolled out of sight). Sent after `init` and whenever the page scrolls or
   * resizes; see {@link visibleSlice}. `innerHeight`, when sent, is the parent window's height:
   * a game opened in place is sized to the player's screen by it, since the frame's own window,
   * fitted to its content, cannot say (without it the game keeps its least height).
   */
  viewport: { top: number; height: number; innerHeight?: number };
  /** Frame → parent: a widget asks to open a portal route (a game, a page); the parent decides. */
  navigate: { path: string };
  'session:started': CroupierEvents['session:started'];
  'session:ended': CroupierEvents['session:ended'];
  'balance:changed': CroupierEvents['balance:changed'];
  /** Frame → parent: a game opened in the frame (its title), or closed (null). */
  'game:changed': CroupierEvents['game:changed'];
  /** Frame → parent: the widget could not load or mount. */
  error: { message: string; code?: string };
}

/**
 * The name of a message of the protocol.
 *
 * @example
 * const fromParent: FrameMessageType[] = ['init', 'update'];
 */
export type FrameMessageType = keyof FrameMessages;

/**
 * One message of the protocol, typed by its `type`.
 *
 * @example
 * window.addEventListener('message', (event: MessageEvent<FrameMessage>) => {
 *   if (event.data.type === 'resize') frame.style.height = `${event.data.payload.height}px`;
 * });
 */
export type FrameMessage = {
  [K in FrameMessageType]: { croupier: 1; type: K; id?: string; payload: FrameMessages[K] };
}[FrameMessageType];

type Check = (payload: Record<string, unknown>) => boolean;

const isText = (value: unknown, max = 2048): value is string =>
  typeof value === 'string' && value.length <= max;
const isOptions = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
/**
 * A length in CSS pixels. Longer than this is a broken or hostile frame, not content: a lobby
 * scrolled through all of its 11,000 games on a phone (two columns) is about 1.4 million pixels.
 */
const MAX_LENGTH = 4_000_000;
/** A colour as browsers serialize computed ones, nothing a stylesheet could be smuggled in. */
const isBackdrop = (value: unknown) =>
  value === undefined || (typeof value === 'string' && /^rgba?\([0-9.,/% ]{5,60}\)$/.test(value));
const isLength = (value: unknown) =>
  isAmount(value) && (value as number) >= 0 && (value as number) <= MAX_LENGTH;

/** What each type's payload must hold; a message failing its check is dropped whole. */
const PAYLOAD_CHECKS: Record<FrameMessageType, Check> = {
  ready: (p) => isText(p.widget, 64),
  init: (p) => isOptions(p.options) && isBackdrop(p.backdrop),
  update: (p) => isOptions(p.options) && isBackdrop(p.backdrop),
  resize: (p) => isLength(p.height),
  viewport: (p) =>
    isLength(p.top) && isLength(p.height) && (p.innerHeight === undefined || isLength(p.innerHeight)),
  // Paths only: a message must never make the parent load a URL of another origin.
  navigate: (p) =>
    isText(p.path) && (p.path as string).startsWith('/') && !(p.path as string).startsWith('//'),
  'session:started': (p) => isText(p.account, 64) && typeof p.accountType === 'number',
  'session:ended': (p) => p.reason === 'logout',
  'balance:changed': (p) => isAmount(p.sumBalance) && isText(p.currency, 8) && isText(p.currencySymbol, 8),
  'game:changed': (p) => p.title === null || isText(p.title, 200),
  error: (p) => isText(p.message) && (p.code === undefined || isText(p.code, 64)),
};

/** The types a frame sends and the parent helper reads. */
export const FROM_FRAME: readonly FrameMessageType[] = [
  'ready',
  'resize',
  'navigate',
  'session:started',
  'session:ended',
  'balance:changed',
  'game:changed',
  'error',
];

/** The types a parent sends and the frame reads. */
export const FROM_PARENT: readonly FrameMessageType[] = ['init', 'update', 'viewport'];

/**
 * A message of the protocol, or undefined for anything else: another library's messages, a wrong
 * version, an unknown type, a payload of the wrong shape. Only `allowed` types pass, so each side
 * reads only what the other may send.
 */
export function readFrameMessage(
  data: unknown,
  allowed: readonly FrameMessageType[] = [...FROM_FRAME, ...FROM_PARENT],
): FrameMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { croupier, type, id, payload } = data as Record<string, unknown>;
  if (croupier !== FRAME_PROTOCOL_VERSION) return undefined;
  if (typeof type !== 'string' || !(allowed as readonly string[]).includes(type)) return undefined;
  if (id !== undefined && !isText(id, 64)) return undefined;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  if (!PAYLOAD_CHECKS[type as FrameMessageType](payload as Record<string, unknown>)) return undefined;
  return data as FrameMessage;
}

/** Builds a message of the protocol. */
export function frameMessage<K extends FrameMessageType>(type: K, payload: FrameMessages[K]): FrameMessage {
  return { croupier: FRAME_PROTOCOL_VERSION, type, payload } as FrameMessage;
}

/**
 * Whether `origin` is an exact origin (scheme, host, port; no path) among `allowed`. A frame
 * talks to no other parent.
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return origin !== 'null' && allowed.includes(origin);
}

/**
 * The part of an iframe the player can see, as the `viewport` message carries it: `frame` is the
 * iframe's box relative to the parent's viewport (its `getBoundingClientRect()`), `viewportHeight`
 * the parent's `innerHeight`. Both edges are clamped to the frame, so a frame above or below the
 * screen gets a height of 0, and the visible part is never taller than the parent's viewport,
 * however tall the frame has grown.
 *
 * @example
 * const rect = iframe.getBoundingClientRect();
 * const payload = visibleSlice({ top: rect.top, height: rect.height }, innerHeight);
 * iframe.contentWindow.postMessage({ croupier: 1, type: 'viewport', payload }, portalOrigin);
 */
export function visibleSlice(
  frame: { top: number; height: number },
  viewportHeight: number,
): FrameMessages['viewport'] {
  const clamp = (value: number) => Math.min(Math.max(value, 0), Math.max(frame.height, 0));
  const top = clamp(-frame.top);
  const bottom = clamp(viewportHeight - frame.top);
  return {
    top: Math.round(top),
    height: Math.round(Math.max(0, bottom - top)),
    innerHeight: Math.round(Math.max(0, viewportHeight)),
  };
}
