import { lazy, Suspense } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';
import type { BrandConfig } from '../config/brand';
import { CroupierProvider, useCroupier } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { BrandContext } from './brand-context';
import { Portal } from './portal';
import { MaintenanceScreen } from '../screens/maintenance';
import { RestrictedScreen } from '../screens/restricted';
import { LoadFailedScreen } from '../screens/load-failed';
import { DialogHost } from '@widgets/dialogs';

/** The root screen of SPEC §4: the portal, maintenance, or the region restriction. */
function RootScreen() {
  const croupier = useCroupier();
  const screen = useSignal(croupier.state.screen);
  if (screen === 'maintenance' || screen === 'restricted' || screen === 'failed') {
    const Screen = { maintenance: MaintenanceScreen, restricted: RestrictedScreen, failed: LoadFailedScreen }[
      screen
    ];
    return (
      <>
        <Screen />
        <DialogHost />
      </>
    );
  }
  return <Portal />;
}

// Only a page whose domain the platform refuses needs it.
const DomainUnavailableDialog = lazy(() =>
  import('../screens/domain-unavailable').then((m) => ({ default: m.DomainUnavailableDialog })),
);

export function App(props: {
  croupier: Croupier;
  brand: BrandConfig;
  domainUnavailable: ReadonlySignal<boolean>;
}) {
  const domainUnavailable = useSignal(props.domainUnavailable);
  return (
    <CroupierProvider croupier={props.croupier}>
      <BrandContext.Provider value={props.brand}>
        <RootScreen />
        {domainUnavailable && (
          <Suspense fallback={null}>
            <DomainUnavailableDialog />
          </Suspense>
        )}
      </BrandContext.Provider>
    </CroupierProvider>
  );
}
