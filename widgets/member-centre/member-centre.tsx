import { useCroupier, useT } from '../ui/croupier-context';
import { useStyles } from '../ui/styles';
import { useTexts } from '../ui/use-texts';
import { Modal } from '../ui/modal';
import { MemberCentrePanel } from './member-centre-panel';
import { useMenuBadges } from './use-menu-badges';
import css from '../ui/centre.css?inline';

/** SPEC §2 personal centre as the host site opens it: an overlay with a close button. */
export function MemberCentre(props: { page?: unknown }) {
  useStyles('cr-centre', css);
  const croupier = useCroupier();
  const t = useT();
  const badges = useMenuBadges();
  if (!useTexts('centres')) return null;
  return (
    <Modal
      name="personal-centre"
      size="wide"
      title={t('memberCentre.title')}
      onClose={() => croupier.modals.close('personalCentre')}
    >
      <MemberCentrePanel page={props.page} badges={badges} />
    </Modal>
  );
}
