import { Link } from 'wouter';
import { useT } from '@widgets/ui/croupier-context';
import type { PageProps } from '../app/page-props';

export function NotFoundPage(props: PageProps) {
  const t = useT();
  return (
    <section className="page page--message" aria-labelledby="page-title">
      <h1 id="page-title">{props.title}</h1>
      <p>{t('pages.notFoundText')}</p>
      <Link href="/" className="cr-btn cr-btn--primary">
        {t('nav.home')}
      </Link>
    </section>
  );
}
