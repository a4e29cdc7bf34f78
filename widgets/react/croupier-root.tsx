import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createCroupier, type Croupier, type CroupierOptions } from '../../sdk/runtime';
import { memoryStorage } from '../../sdk/session/session-store';

const RuntimeContext = createContext<Croupier | null>(null);

/**
 * Props of {@link CroupierRoot}: the runtime's options (merchant, platform URL, languages).
 *
 * @example
 * const props: CroupierRootProps = {
 *   merchant: 'CROUPIER',
 *   platformUrl: 'https://portal.example',
 *   fallback: <p>Loading…</p>,
 *   children: <Lobby />,
 * };
 * const app = <CroupierRoot {...props} />;
 */
export type CroupierRootProps = Omit<CroupierOptions, 'sessionLayout'> & {
  /** Rendered until the runtime has started (the language and the session are known). */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * The one portal runtime of a React app: every widget under it shares the session, so a login
 * in `<Auth>` shows at once in `<BalanceBar>`. The session is kept in memory unless the app passes
 * a `sessionStorage` (then in one entry of its own, `croupier:<merchant>:session`); the app's own
 * storage and `<html lang>` stay the app's.
 *
 * @example
 * <CroupierRoot merchant="CROUPIER" platformUrl="https://portal.example">
 *   <Auth />
 *   <Lobby category="RNG" />
 * </CroupierRoot>
 */
export function CroupierRoot(props: CroupierRootProps) {
  const { fallback = null, children, ...options } = props;
  const [runtime, setRuntime] = useState<Croupier>();
  // One runtime for the root's life: options are read once, as a script tag's init is.
  useEffect(() => {
    let live = true;
    const croupier = createCroupier({
      // In memory by default, as the script tag keeps it (widgets/embed/runtime.ts): nothing the
      // partner's other scripts can read afterwards. An app that wants it across reloads passes
      // its own `sessionStorage`.
      sessionStorage: memoryStorage(),
      ...options,
      sessionLayout: 'namespaced',
      environment: { setDocumentLanguage: () => undefined, ...options.environment },
    });
    void croupier.start().then(() => live && setRuntime(croupier));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RuntimeContext.Provider value={runtime ?? null}>{runtime ? children : fallback}</RuntimeContext.Provider>
  );
}

/**
 * The started runtime of the nearest {@link CroupierRoot}: its state (signals), events and
 * actions, for an app's own components.
 *
 * @example
 * const croupier = useCroupierRuntime();
 * <button onClick={() => croupier.modals.open('login')}>Log in</button>
 */
export function useCroupierRuntime(): Croupier {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('croupier: render this inside <CroupierRoot>');
  return runtime;
}
