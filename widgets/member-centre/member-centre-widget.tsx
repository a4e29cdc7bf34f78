import { useT } from '../ui/croupier-context';
import { useTexts } from '../ui/use-texts';
import type { MemberCentrePage } from '@sdk/rules/centres';
import { MemberCentrePanel } from './member-centre-panel';

/** The personal centre in a partner's page: in place, under its title, no overlay. */
export function MemberCentreWidget(props: { page?: MemberCentrePage }) {
  const t = useT();
  if (!useTexts('centres')) return null;
  return (
    <section className="cr-centre cr-centre--inline" aria-labelledby="cr-member-centre-title">
      <h2 id="cr-member-centre-title" className="cr-centre__heading">
        {t('memberCentre.title')}
      </h2>
      <MemberCentrePanel page={props.page} />
    </section>
  );
}
