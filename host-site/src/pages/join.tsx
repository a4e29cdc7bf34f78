import { useT } from '../../../widgets/ui/croupier-context';
import { Icon, type IconName } from '../../../widgets/ui/icon';
import { ContactButton } from '../../../widgets/customer-service';
import { useBrand } from '../app/brand-context';
import type { PageProps } from '../app/page-props';
import './join.css';

const POINTS: readonly { id: string; icon: IconName }[] = [
  { id: 'dividend', icon: 'crown' },
  { id: 'salary', icon: 'wallet' },
  { id: 'team', icon: 'team' },
  { id: 'support', icon: 'chat' },
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
              <Icon name={icon} />
            </span>
            <h2>{t(`join.points.${id}.title`)}</h2>
            <p>{t(`join.points.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
