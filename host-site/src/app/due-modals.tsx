import { lazy, Suspense, useEffect, useState } from 'react';
import { useCroupier } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { AuthModals } from '@widgets/auth';
import type { ModalName } from '@sdk/state/modals';
import type { TranslationPart } from '@sdk/i18n/create-i18n';
import { preloadPageAt } from './pages';
import { whenIdle } from './when-idle';
import { afterLoad } from './after-load';

// Modals load after the arrival page (when the browser is next idle), or when one first opens.
const CentreModals = lazy(() => import('./centre-modals').then((m) => ({ default: m.CentreModals })));
const GameModals = lazy(() => import('@widgets/game-dialogs').then((m) => ({ default: m.GameModals })));

/** Each family's modals and the texts they speak, in the order the families mount at idle moments. */
const FAMILIES: readonly { modals: readonly ModalName[]; texts: TranslationPart }[] = [
  { modals: ['login', 'register', 'changePassword', 'forgotPassword', 'resetPassword'], texts: 'auth' },
  { modals: ['personalCentre', 'agentCentre', 'help'], texts: 'centres' },
  { modals: ['gamePopup', 'depositPrompt', 'gameMaintenance', 'notice'], texts: 'games' },
];
/**
 * The families mounted at idle moments, in order (indexes into FAMILIES). A member skips the
 * first: the log-in and registration forms (their chunk, their texts and a render, a 25-35 ms idle
 * task of a member's load on a phone) serve a guest; a member's change of password still mounts
 * them the moment it opens.
 *
 * @example
 * idleFamilies(true); // [1, 2]
 */
export function idleFamilies(member: boolean): readonly number[] {
  return member ? [1, 2] : [0, 1, 2];
}

/**
 * The modals any page can open, mounted after the arrival page's code, one family per idle moment
 * (all three in one were a single long task of a phone's load), or all at once when one opens
 * before. A component of its own: the idle moments' state changes render these alone, not the
 * frame and the page around them (a 330 ms task on a phone). `open`: the names of the open modals.
 */
export function DueModals(props: { open: readonly ModalName[] }) {
  const croupier = useCroupier();
  const idle = idleFamilies(useSignal(croupier.state.isLoggedIn));
  // How many of `idle` are mounted: the next one waits for the browser's next idle moment.
  const [due, setDue] = useState(0);
  useEffect(() => {
    if (due === 0 || due >= idle.length) return;
    let live = true;
    whenIdle(() => live && setDue((n) => n + 1));
    return () => {
      live = false;
    };
  }, [due, idle.length]);
  useEffect(() => {
    // The modals' code waits for the arrival page's and for its images: asked for beside them, it
    // took a slow line's bandwidth and a phone's main thread from the page the visitor came for.
    let live = true;
    void preloadPageAt(window.location.pathname, croupier)
      .then(() => afterLoad())
      .then(() =>
        whenIdle(() => {
          if (!live) return;
          setDue((n) => Math.max(n, 1));
          const texts = idleFamilies(croupier.state.isLoggedIn.value).map(
            (family) => FAMILIES[family]!.texts,
          );
          void Promise.all(texts.map((part) => croupier.requireTexts(part))).catch(() => undefined);
        }),
      );
    return () => {
      live = false;
    };
  }, [croupier]);
  // Each on its own: one still loading must not hide another that is open. A modal opened before
  // the idle moment (a quick tap on Log in, /login, a reset link) mounts its family at once, and
  // only its family: a centre opened while the page loads took the login's and the games' dialogs
  // with it, their code and first render inside a phone's load.
  const mounted = (family: number) =>
    idle.slice(0, due).includes(family) || FAMILIES[family]!.modals.some((name) => props.open.includes(name));
  return (
    <>
      {mounted(0) && (
        <Suspense fallback={null}>
          <AuthModals />
        </Suspense>
      )}
      {mounted(1) && (
        <Suspense fallback={null}>
          <CentreModals />
        </Suspense>
      )}
      {mounted(2) && (
        <Suspense fallback={null}>
          <GameModals />
        </Suspense>
      )}
    </>
  );
}
