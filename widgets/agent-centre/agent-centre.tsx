import { useCroupier, useT } from '../ui/croupier-context';
import { useStyles } from '../ui/styles';
import { useTexts } from '../ui/use-texts';
import { Modal } from '../ui/modal';
import { AgentCentrePanel } from './agent-centre-panel';
import css from '../ui/centre.css?inline';

/** SPEC §2 agent centre as the host site opens it: an overlay whose panel's close button closes it. */
export function AgentCentre(props: { page?: unknown }) {
  useStyles('cr-centre', css);
  const croupier = useCroupier();
  const t = useT();
  const close = () => croupier.modals.close('agentCentre');
  if (!useTexts('centres')) return null;
  return (
    // One close button: the panel's (SPEC §2), not the dialog's beside it.
    <Modal name="agent-centre" size="wide" title={t('agentCentre.title')} onClose={close} closeButton={false}>
      <AgentCentrePanel page={props.page} onClose={close} />
    </Modal>
  );
}
