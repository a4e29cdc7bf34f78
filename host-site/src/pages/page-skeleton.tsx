import { useT } from '@widgets/ui/croupier-context';

/** Shown while a page's code loads. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div className="page-skeleton" role="status" aria-label={t('a11y.loadingPage')}>
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--block" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}
