import { useCroupier } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { MemberCentre } from '@widgets/member-centre';
import { AgentCentre } from '@widgets/agent-centre';

/** The personal and agent centres, opened by name like every modal. */
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
        ) : null,
      )}
    </>
  );
}
