import { lazy, Suspense } from 'react';
import { useCroupier } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { MemberCentre } from '@widgets/member-centre';
import { AgentCentre } from '@widgets/agent-centre';

// The help centre's code loads when the footer first opens it, not with the centres.
const HelpModal = lazy(() => import('@widgets/help-centre').then((m) => ({ default: m.HelpModal })));

/** The personal and agent centres and the help centre, opened by name like every modal. */
export function CentreModals() {
  const croupier = useCroupier();
  const open = useSignal(croupier.state.modals);
  return (
    <>
      {open.map((modal) =>
        modal.name === 'personalCentre' ? (
          <MemberCentre key="member" page={modal.props?.page} />
        ) : modal.name === 'agentCentre' ? (
          <AgentCentre key="agent" page={modal.props?.page} />
        ) : modal.name === 'help' ? (
          <Suspense key="help" fallback={null}>
            <HelpModal />
          </Suspense>
        ) : null,
      )}
    </>
  );
}
