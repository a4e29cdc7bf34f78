import { useState } from 'react';
import { useCroupier, useT } from '../ui/croupier-context';
import { useStyles } from '../ui/styles';
import { useTexts } from '../ui/use-texts';
import { Modal } from '../ui/modal';
import { Tabs } from '../ui/tabs';
import {
  DEFAULT_MEMBER_PAGE,
  MEMBER_CENTRE_PAGES,
  pageOrDefault,
  type MemberCentrePage,
} from '../../sdk/rules/centres';
import css from './centre.css?inline';

/**
 * SPEC §2 personal centre: an overlay with its 14-entry menu. The pages themselves are built by
 * the member-centre issue; until then each shows its heading.
 */
export function MemberCentre(props: { page?: unknown }) {
  useStyles('cr-centre', css);
  const croupier = useCroupier();
  const t = useT();
  const [page, setPage] = useState<MemberCentrePage>(
    pageOrDefault(props.page, MEMBER_CENTRE_PAGES, DEFAULT_MEMBER_PAGE),
  );
  if (!useTexts('centres')) return null;
  return (
    <Modal
      name="personal-centre"
      size="wide"
      title={t('memberCentre.title')}
      onClose={() => croupier.modals.close('personalCentre')}
    >
      <Tabs
        orientation="vertical"
        label={t('memberCentre.menu')}
        tabs={MEMBER_CENTRE_PAGES.map((id) => ({ id, label: t(`memberCentre.pages.${id}`) }))}
        selected={page}
        onSelect={setPage}
      >
        <section className="cr-centre__page" aria-labelledby="member-page-title">
          <h3 id="member-page-title" className="cr-centre__title">
            {t(`memberCentre.pages.${page}`)}
          </h3>
        </section>
      </Tabs>
    </Modal>
  );
}
