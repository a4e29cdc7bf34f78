import { lazy, Suspense, useEffect, useState } from 'react';
import { signal, type Signal } from '@preact/signals-core';
import type { Croupier } from '../../sdk/runtime';
import type { ModalName } from '../../sdk/state/modals';
import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import type { ModalFamily } from '../ui/define-widget';

/** Modal families a partner page may need, the modals of each, and their code (loaded when one opens). */
const FAMILIES = {
  auth: {
    names: ['login', 'register', 'forgotPassword', 'changePassword'],
    // The index (the buttons), then the modals' own chunk.
    Component: lazy(() => import('../auth').then((m) => m.loadAuthModals())),
  },
  dialogs: {
    names: ['confirmLogout', 'trialWarning', 'message'],
    Component: lazy(() => import('../dialogs').then((m) => ({ default: m.DialogHost }))),
  },
  games: {
    names: ['gamePopup', 'depositPrompt', 'gameMaintenance', 'notice'],
    Component: lazy(() => import('../game-dialogs').then((m) => ({ default: m.GameModals }))),
  },
} satisfies Record<ModalFamily, { names: readonly ModalName[]; Component: unknown }>;

/** The reality check and session limit (beyond SPEC): loaded with a real player's first login. */
const RealityCheck = lazy(() => import('../reality-check').then((m) => ({ default: m.RealityCheck })));

/** Which widget renders each family, per page runtime. */
const owners = new WeakMap<Croupier, Signal<Partial<Record<ModalFamily, symbol>>>>();
const ownersOf = (croupier: Croupier) => {
  let found = owners.get(croupier);
  if (!found) owners.set(croupier, (found = signal({})));
  return found;
};

/**
 * The modals a widget may open, rendered by exactly one of the page's widgets: the first mounted
 * that asks for a family renders it, and hands it over when unmounted. Two widgets on one page
 * (auth and lobby, say) so never show two login dialogs.
 */
export function SharedModals(props: { families: readonly ModalFamily[] }) {
  const croupier = useCroupier();
  const [me] = useState(() => Symbol('widget'));
  const claims = ownersOf(croupier);
  const owned = useSignal(claims);
  const open = useSignal(croupier.state.modals);
  const session = useSignal(croupier.state.session);
  const trial = useSignal(croupier.state.isTrial);
  const families = props.families.join(',');

  useEffect(() => {
    const claim = () => {
      const next = { ...claims.value };
      let changed = false;
      for (const family of families.split(',') as ModalFamily[]) {
        if (!next[family]) {
          next[family] = me;
          changed = true;
        }
      }
      if (changed) claims.value = next;
    };
    claim();
    // Another widget may let go of a family later: take it over then.
    const stop = claims.subscribe(claim);
    return () => {
      stop();
      const next = { ...claims.value };
      for (const family of Object.keys(next) as ModalFamily[]) if (next[family] === me) delete next[family];
      claims.value = next;
    };
  }, [claims, families, me]);

  return (
    <>
      {props.families.map((family) => {
        const { names, Component } = FAMILIES[family];
        const needed =
          owned[family] === me && open.some((m) => (names as readonly string[]).includes(m.name));
        return needed ? (
          <Suspense key={family} fallback={null}>
            <Component />
          </Suspense>
        ) : null;
      })}
      {/* Once per page, like the dialogs: the widget that renders them reminds a real player too. */}
      {owned.dialogs === me && session && !trial && (
        <Suspense fallback={null}>
          <RealityCheck key={session.token} />
        </Suspense>
      )}
    </>
  );
}
