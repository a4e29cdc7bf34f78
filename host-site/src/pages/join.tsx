import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { ContactButton } from '@widgets/customer-service';
import { useBrand } from '../app/brand-context';
import type { PageProps } from '../app/page-props';
import './join.css';

const POINTS: readonly { id: string; icon: string }[] = [
  { id: 'dividend', icon: icons.crown },
  { id: 'salary', icon: icons.wallet },
  { id: 'team', icon: icons.team },
  { id: 'support', icon: icons.chat },
];

/** SPEC §1: the join-us page, for people who want to become agents. */
export default function JoinPage(props: PageProps) {
  const t = useT();
  const brand = useBrand();
  return (
    <section className="page join" aria-labelledby="page-title">
      <div className="join__hero">
        <h1 id="page-title" className="page__title">
          {props.title}
        </h1>
        <p className="page__lead">{t('join.intro', { brand: brand.name })}</p>
        <ContactButton>{t('join.cta')}</ContactButton>
      </div>
      <ul className="join__points">
        {POINTS.map(({ id, icon }) => (
          <li key={id}>
            <span className="join__icon" aria-hidden="true">
              <Icon path={icon} />
            </span>
            <h2>{t(`join.points.${id}.title`)}</h2>
            <p>{t(`join.points.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
