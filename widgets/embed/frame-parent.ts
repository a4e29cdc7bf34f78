import type { CommonWidgetOptions, FrameOptions, WidgetHandle } from '../../sdk/embed/api';
import { followPageTheme } from './page-theme';
import { viewportTeller } from './viewport-teller';
import {
  FROM_FRAME,
  frameMessage,
  readFrameMessage,
  type FrameMessage,
} from '../../sdk/embed/frame-protocol';

const FRAME_STYLE = 'display:block;width:100%;border:0;color-scheme:normal';
const FULLSCREEN_STYLE = 'position:fixed;inset:0;width:100vw;height:100vh;z-index:2147483000;background:#000';

/**
 * The parent side of the iframe protocol: creates the frame, answers its `ready` with the
 * widget's options, fits its height to the content, and turns its events into DOM events on the
 * target. It listens only to its own frame, at the portal's origin: a message from any other
 * window (a sibling frame, a popup, the page itself) or origin is ignored.
 */
export function frameWidget(
  base: string,
  widget: string,
  target: Element,
  options: Record<string, unknown> & CommonWidgetOptions & FrameOptions,
): WidgetHandle {
  const portal = new URL(base).origin;
  const { onNavigate, title, gameLayout = 'inline', ticket, partner, theme, ...widgetOptions } = options;
  let current: Record<string, unknown> = widgetOptions;
  let signOn: { ticket: string; partner?: string } | undefined = ticket
    ? { ticket, ...(partner ? { partner } : {}) }
    : undefined;
  const frame = document.createElement('iframe');
  const src = new URL(`frame/${encodeURIComponent(widget)}`, base);
  src.searchParams.set('parent', location.origin);
  frame.src = src.href;
  frame.title = title ?? widget;
  frame.setAttribute('allow', 'fullscreen; autoplay; clipboard-write');
  let height = 320;
  let gameOpen = false;
  // The page's choice for games: over the whole viewport while one is open, else in its place.
  const layout = () => {
    frame.style.cssText =
      gameOpen && gameLayout === 'fullscreen'
        ? `${FRAME_STYLE};${FULLSCREEN_STYLE}`
        : `${FRAME_STYLE};height:${height}px`;
  };
  layout();

  const send = (message: FrameMessage) => frame.contentWindow?.postMessage(message, portal);

  // The frame cannot see the page around it: the theme is read here, where the frame sits, and
  // told with the options, with the page's colour behind the frame for the frame to paint (again
  // whenever the page or the device changes its look).
  let started = false;
  let backdrop: string | undefined;
  const followTheme = (option: unknown) =>
    followPageTheme(target, option, (resolved, look) => {
      current = { ...current, theme: resolved };
      backdrop = look.background;
      if (started) send(frameMessage('update', { options: current, backdrop }));
    });
  let stopTheme = followTheme(theme);

  const viewport = viewportTeller(frame, send);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== portal) return;
    const message = readFrameMessage(event.data, FROM_FRAME);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        // The ticket goes with the first init only: it is spent by that exchange.
        send(frameMessage('init', { options: signOn ? { ...current, signOn } : current, backdrop }));
        signOn = undefined;
        started = true;
        viewport.start();
        break;
      case 'resize':
        height = Math.ceil(message.payload.height);
        layout();
        viewport.changed();
        break;
      case 'navigate':
        onNavigate?.(new URL(message.payload.path, portal).href, message.payload.path);
        break;
      case 'game:changed':
        gameOpen = message.payload.title !== null;
        layout();
        viewport.changed();
        break;
    }
    if (message.type !== 'ready' && message.type !== 'resize')
      target.dispatchEvent(
        new CustomEvent(`croupier:${message.type}`, {
          detail: message.payload,
          bubbles: true,
          composed: true,
        }),
      );
  };
  addEventListener('message', onMessage);
  target.replaceChildren(frame);

  return {
    update(next) {
      const { theme: nextTheme, ...rest } = next;
      current = { ...current, ...rest };
      if ('theme' in next) {
        stopTheme();
        stopTheme = followTheme(nextTheme);
      }
      send(frameMessage('update', { options: current, backdrop }));
    },
    unmount() {
      stopTheme();
      removeEventListener('message', onMessage);
      viewport.stop();
      frame.remove();
    },
  };
}
