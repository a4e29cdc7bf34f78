/**
 * Everything a host page can listen to. The same map types DOM CustomEvents (`croupier:<name>`
 * on the widget's element) and iframe messages, so an integrator learns one list.
 *
 * @example
 * croupier.events.on('session:expired', ({ code }) => console.warn('logged out:', code));
 */
export interface CroupierEvents {
  /** A login, registration or free play succeeded. */
  'session:started': { account: string; accountType: number };
  /** The player logged out. */
  'session:ended': { reason: 'logout' };
  /** The platform ended the session (token invalid, other IP...); the login popup opens. */
  'session:expired': { code: string };
  /** A fresh balance arrived. */
  'balance:changed': { sumBalance: number; currency: string; currencySymbol: string };
  /** The interface language changed (upper-case platform code). */
  'language:changed': { language: string };
  /** An action needs a logged-in player; the host may show its own login instead. */
  'login:required': { reason: string };
  /** A widget asks the host to go to a route of the portal. */
  navigate: { path: string };
  /** A modal opened or closed. */
  'modal:changed': { open: readonly string[] };
  /** A game opened (its title) or closed (null). */
  'game:changed': { title: string | null };
  /**
   * The platform does not serve this page's domain (`domain_not_available`, as when it is blocked
   * in the player's country): offer another with `findWorkingDomain`.
   */
  'domain:unavailable': { message: string };
}

/**
 * The name of a runtime event (a key of {@link CroupierEvents}).
 *
 * @example
 * const watched: CroupierEventName[] = ['session:started', 'session:ended'];
 * for (const name of watched) croupier.events.on(name, () => location.reload());
 */
export type CroupierEventName = keyof CroupierEvents;
type Listener<K extends CroupierEventName> = (detail: CroupierEvents[K]) => void;

/** A tiny typed emitter; listeners that throw do not stop the others. */
export function createEmitter() {
  const listeners = new Map<CroupierEventName, Set<Listener<never>>>();
  return {
    /** Listens to an event; returns the function that stops listening. */
    on<K extends CroupierEventName>(name: K, listener: Listener<K>): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<never>);
    },
    /** Tells every listener of the event; one that throws is logged and the others still hear it. */
    emit<K extends CroupierEventName>(name: K, detail: CroupierEvents[K]) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          (listener as Listener<K>)(detail);
        } catch (error) {
          console.error(`croupier: a ${name} listener threw`, error);
        }
      }
    },
  };
}

export type Emitter = ReturnType<typeof createEmitter>;
