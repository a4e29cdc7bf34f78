import { lazy, Suspense, useEffect, useState } from 'react';
import { useCroupier } from '@widgets/ui/croupier-context';
import { AuthModals } from '@widgets/auth';
import { preloadPageAt } from './pages';

// Modals load after the arrival page (when the browser is next idle), or when one first opens.
const CentreModals = lazy(() => import('./centre-modals').then((m) => ({ default: m.CentreModals })));
const GameModals = lazy(() => import('@widgets/game-dialogs').then((m) => ({ default: m.GameModals })));

/**
 * The modals any page can open, mounted at the first idle moment after the arrival page's code,
 * or at once when one opens before it. A component of its own: the idle moment's state change
 * then renders these alone, not the frame and the page around them (a 330 ms task on a phone).
 */
export function DueModals(props: { anyOpen: boolean }) {
  const croupier = useCroupier();
  const [due, setDue] = useState(false);
  useEffect(() => {
    // The modals' code waits for the arrival page's: asked for beside it, it took a slow line's
    // bandwidth and a phone's main thread from the page the visitor came for.
    let live = true;
    const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1500));
    void preloadPageAt(window.location.pathname).then(() =>
      idle(() => {
        if (!live) return;
        setDue(true);
        void Promise.all([
          croupier.requireTexts('auth'),
          croupier.requireTexts('centres'),
          croupier.requireTexts('games'),
        ]).catch(() => undefined);
      }),
    );
    return () => {
      live = false;
    };
  }, [croupier]);
  // Each on its own: one still loading must not hide another that is open. A modal opened before
  // the idle moment (a quick tap on Log in, /login, a reset link) mounts them at once.
  if (!due && !props.anyOpen) return null;
  return (
    <>
      <Suspense fallback={null}>
        <AuthModals />
      </Suspense>
      <Suspense fallback={null}>
        <CentreModals />
      </Suspense>
      <Suspense fallback={null}>
        <GameModals />
      </Suspense>
    </>
  );
}
