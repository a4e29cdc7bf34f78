import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useTexts } from '../ui/use-texts';
import { Modal } from '../ui/modal';
import { HelpCentre, type HelpSection } from './help-centre';

/**
 * SPEC §2's help-centre modal, opened by name (`croupier.modals.open('help')`, from the footer's
 * help menu): the same help centre as the /help page in a WAI-ARIA dialog. Escape and the close
 * button close it and focus goes back to what opened it; `{ section: 'feedback' }` opens it on
 * the feedback form.
 */
export function HelpModal() {
  const croupier = useCroupier();
  const t = useT();
  const ready = useTexts('rewards');
  const open = useSignal(croupier.state.modals).find((m) => m.name === 'help');
  if (!open || !ready) return null;
  const section = open.props?.section === 'feedback' ? 'feedback' : 'articles';
  return (
    <Modal
      name="help"
      size="wide"
      title={t('helpCentre.title')}
      onClose={() => croupier.modals.close('help')}
    >
      <HelpCentre variant="modal" section={section satisfies HelpSection} />
    </Modal>
  );
}
