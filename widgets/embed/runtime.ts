import { createCroupier, type Croupier } from '../../sdk/runtime';
import { memoryStorage } from '../../sdk/session/session-store';
import { errorText } from '../../sdk/i18n/error-text';
import { isPlatformError } from '../../sdk/client/platform-error';
import type { EmbedInit, WidgetHandle } from '../../sdk/embed/api';
import type { CroupierEventName, CroupierEvents } from '../../sdk/state/events';
import { widgetTable, type CroupierEmbed } from '../widget-table';
import { mountInShadow } from './shadow-mount';
import { widgetRoot } from './widget-root';

// A record, not a list: a new event name does not compile until it is relayed here too.
const RELAYED: Record<CroupierEventName, true> = {
  'session:started': true,
  'session:ended': true,
  'session:expired': true,
  'balance:changed': true,
  'language:changed': true,
  'login:required': true,
  navigate: true,
  'modal:changed': true,
  'game:changed': true,
  'domain:unavailable': true,
};
const EVENTS = Object.keys(RELAYED) as CroupierEventName[];

/**
 * The script-tag runtime: one portal runtime per page, shared by every mounted widget, so a login
 * in the auth widget shows at once in the balance bar. Each event is also dispatched as a DOM
 * CustomEvent `croupier:<name>` on every widget's element (bubbling, composed).
 */
export function boot(
  base: string,
  defaults: Partial<EmbedInit> = {},
  /** Called with the page's runtime once it is created, before it starts (the frame page's hook). */
  created?: (croupier: Croupier) => void,
): CroupierEmbed {
  let resolveInit!: (croupier: Croupier) => void;
  const started = new Promise<Croupier>((resolve) => (resolveInit = resolve));
  let croupier: Croupier | undefined;
  const hosts = new Set<Element>();
  const mounted = new WeakMap<Element, WidgetHandle>();
  /** Mounts into one element run in call order, so the last call wins whichever chunk loads first. */
  const mounting = new WeakMap<Element, Promise<unknown>>();

  const init: CroupierEmbed['init'] = async (options) => {
    if (croupier) return;
    croupier = createCroupier({
      merchant: options.merchant,
      platformUrl: options.platformUrl ?? new URL(base).origin,
      languages: options.languages,
      defaultLanguage: options.defaultLanguage,
      // The session lives in this page's memory only: the partner's storage is readable by every
      // script the partner ever loads (an analytics tag today, a compromised one tomorrow), and it
      // outlives the page, so a token left there is a token handed out. A reload or the partner's
      // next page asks the player to log in again (or the partner signs them on with a one-use
      // ticket). A script running on the page now can still wrap fetch: a partner that runs
      // third-party scripts embeds by iframe, where the session stays on the portal's origin.
      sessionStorage: memoryStorage(),
      sessionLayout: 'namespaced',
      // The partner's <html lang> belongs to the partner's page, not to one widget on it.
      environment: { setDocumentLanguage: () => undefined },
    });
    created?.(croupier);
    for (const name of EVENTS) {
      croupier.events.on(name, (detail) => {
        for (const host of hosts)
          host.dispatchEvent(new CustomEvent(`croupier:${name}`, { detail, bubbles: true, composed: true }));
      });
    }
    await croupier.start();
    resolveInit(croupier);
  };

  const ready = async () => {
    if (!croupier && defaults.merchant) await init(defaults as EmbedInit);
    return started;
  };

  return {
    init,
    async mount(widget, target, options = {}) {
      const host = typeof target === 'string' ? document.querySelector(target) : target;
      if (!host) throw new Error(`Croupier: no element matches ${String(target)}`);
      // Names come from partner pages at run time: only the table's own keys, never a prototype's.
      const load = Object.prototype.hasOwnProperty.call(widgetTable, widget)
        ? widgetTable[widget]
        : undefined;
      if (!load) throw new Error(`Croupier: unknown widget ${widget}`);
      // The page-theme follower comes with the widget, not in the shared runtime: a page that only
      // frames widgets never needs it, and loaded side by side it costs no extra round trip.
      const loading = Promise.all([
        ready(),
        load().then((module) => widgetRoot(module.default)),
        import('./page-theme'),
      ]);
      const turn = (mounting.get(host) ?? Promise.resolve()).catch(() => undefined).then(() => loading);
      mounting.set(host, turn);
      const [runtime, Widget, { followPageTheme }] = await turn;
      // Mounting again into the same element replaces the widget there.
      mounted.get(host)?.unmount();
      hosts.add(host);
      // The tokens switch through :host([data-theme]); `auto` (the default) follows the page.
      const theme = (option: unknown) =>
        followPageTheme(host, option, (resolved) => host.setAttribute('data-theme', resolved));
      let stopTheme = theme(options.theme);
      const handle = mountInShadow(host, runtime, Widget, options as Record<string, unknown>);
      const widgetHandle: WidgetHandle = {
        update(next) {
          if ('theme' in next) {
            stopTheme();
            stopTheme = theme(next.theme);
          }
          handle.update(next);
        },
        unmount() {
          stopTheme();
          handle.unmount();
          hosts.delete(host);
          mounted.delete(host);
        },
      };
      mounted.set(host, widgetHandle);
      return widgetHandle;
    },
    async frame(widget, target, options = {}) {
      const host = typeof target === 'string' ? document.querySelector(target) : target;
      if (!host) throw new Error(`Croupier: no element matches ${String(target)}`);
      if (!Object.prototype.hasOwnProperty.call(widgetTable, widget))
        throw new Error(`Croupier: unknown widget ${widget}`);
      const { frameWidget } = await import('./frame-parent');
      return frameWidget(base, widget, host, options as Record<string, unknown>);
    },
    async on<K extends CroupierEventName>(event: K, listener: (detail: CroupierEvents[K]) => void) {
      return (await ready()).events.on(event, listener);
    },
    async login() {
      (await ready()).modals.open('login');
    },
    async logout() {
      await (await ready()).auth.logout();
    },
    async loginWithTicket(ticket, options) {
      const runtime = await ready();
      try {
        await runtime.auth.loginWithTicket(ticket, options);
      } catch (error) {
        // The partner's page gets the refusal in its visitor's language, and the code to act on.
        throw Object.assign(new Error(errorText(runtime.i18n.t, error)), {
          code: isPlatformError(error) ? error.code : undefined,
        });
      }
    },
  };
}
