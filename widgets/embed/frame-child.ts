import type { CroupierEventName } from '../../sdk/state/events';
import {
  FROM_PARENT,
  frameMessage,
  isAllowedOrigin,
  readFrameMessage,
  type FrameMessage,
} from '../../sdk/embed/frame-protocol';
import type { Croupier } from '../../sdk/runtime';
import type { FrameView } from '../../sdk/state/create-state';
import { framedHeight } from '../../sdk/rules/modal-area';
import { boot } from './runtime';

/** What the portal's server writes into each frame page (host-site/frame-page.ts). */
export interface FrameConfig {
  widget: string;
  merchant: string;
  /** The brand's partner origins: the only parents this frame talks to, besides the portal's own pages. */
  partnerOrigins: string[];
}

/** The portal events a parent hears. */
const FORWARDED = [
  'session:started',
  'session:ended',
  'balance:changed',
  'game:changed',
  'navigate',
] as const satisfies readonly CroupierEventName[];

/**
 * The frame side of the iframe protocol (`/embed/frame/<widget>`): says `ready` to the page that
 * framed it, mounts the widget with the options of the `init` that answers, reports its height
 * and the session and balance events. It speaks only to `window.parent`, and only at the origin
 * named by `?parent=` when that origin is one of the brand's partners (the page's CSP
 * frame-ancestors holds the same list, so no other page can frame it at all).
 */
export function startFrame(config: FrameConfig, mountPoint: HTMLElement) {
  const parentOrigin = new URLSearchParams(location.search).get('parent') ?? '';
  // The portal's own pages (its examples) may frame it too, as its CSP's frame-ancestors 'self' says.
  if (
    window.parent === window ||
    !isAllowedOrigin(parentOrigin, [...config.partnerOrigins, location.origin])
  ) {
    console.warn('Croupier: this frame is not framed by a partner origin of the brand');
    return;
  }
  const base = new URL('./', import.meta.url).href;
  // This window is as tall as the content once the parent fits it: only the parent's `viewport`
  // messages say what the player sees (widgets read it from the state's `frame`).
  let frameView: FrameView = {};
  let runtime: Croupier | undefined;
  const api = boot(base, { merchant: config.merchant }, (created) => {
    runtime = created;
    created.state.frame.value = frameView;
  });
  const post = (message: FrameMessage) => window.parent.postMessage(message, parentOrigin);
  let mounted: Awaited<ReturnType<typeof api.frame>> | undefined;
  let modalOpen = false;
  let reported = 0;
  // One init is acted on: a second (a parent answering a repeated ready) must not exchange again.
  let started = false;
  // The widget's own height, not the document's (which is never less than the iframe's), so a
  // frame shrinks again when its content does.
  const report = () => {
    const content = Math.ceil(mountPoint.getBoundingClientRect().height);
    reported = framedHeight(content, modalOpen, reported);
    post(frameMessage('resize', { height: reported }));
  };

  /** A sign-on ticket from the parent is exchanged before the widget renders; a refusal is told. */
  const signOn = async (request: unknown) => {
    if (typeof request !== 'object' || request === null) return;
    const { ticket, partner } = request as { ticket?: unknown; partner?: unknown };
    if (typeof ticket !== 'string') return;
    try {
      await api.loginWithTicket(ticket, typeof partner === 'string' ? { partner } : {});
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      post(
        frameMessage('error', {
          message: error instanceof Error ? error.message : String(error),
          ...(typeof code === 'string' ? { code } : {}),
        }),
      );
    }
  };

  const mount = async ({ signOn: request, ...options }: Record<string, unknown>) => {
    try {
      await api.init({ merchant: config.merchant });
      // Listening first: a sign-on's session:started and balance:changed reach the parent too.
      for (const name of FORWARDED) await api.on(name, (detail) => post(frameMessage(name, detail as never)));
      await api.on('modal:changed', ({ open }) => {
        modalOpen = open.length > 0;
        report();
      });
      await signOn(request);
      mounted = await api.mount(config.widget as 'lobby', mountPoint, options);
    } catch (error) {
      post(frameMessage('error', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    const message = readFrameMessage(event.data, FROM_PARENT);
    if ((message?.type === 'init' || message?.type === 'update') && message.payload.backdrop)
      // The partner page's colour behind the frame: painted here, the frame's text is judged (by
      // the player and by contrast checks) against what is really behind it.
      document.documentElement.style.backgroundColor = message.payload.backdrop;
    if (message?.type === 'init' && !started) {
      started = true;
      void mount(message.payload.options);
    }
    if (message?.type === 'update') mounted?.update(message.payload.options);
    if (message?.type === 'viewport') {
      frameView = { viewport: message.payload };
      if (runtime) runtime.state.frame.value = frameView;
    }
  });

  new ResizeObserver(report).observe(mountPoint);

  post(frameMessage('ready', { widget: config.widget }));
}

const configScript = document.getElementById('croupier-frame-config');
const point = document.getElementById('croupier-frame');
if (configScript?.textContent && point)
  startFrame(JSON.parse(configScript.textContent) as FrameConfig, point);
