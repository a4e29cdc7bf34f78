import { pageItems, stepPage } from '../../sdk/rules/pagination';
import { useT } from './croupier-context';
import { Icon } from './icon';
import * as icons from './icons';
import { useStyles } from './styles';
import css from './pagination.css?inline';

/** SPEC §2 pagination (range 3, margin 1); prev/next do nothing at the bounds. */
export function Pagination(props: {
  pageCount: number;
  page: number;
  onSelect: (page: number) => void;
  label: string;
}) {
  useStyles('cr-pagination', css);
  const t = useT();
  if (props.pageCount <= 1) return null;
  const go = (page: number | undefined) => page !== undefined && page !== props.page && props.onSelect(page);
  return (
    <nav className="cr-pagination" aria-label={props.label}>
      <button
        type="button"
        className="cr-pagination__step"
        aria-label={t('games.previousPage')}
        aria-disabled={props.page === 1}
        onClick={() => go(stepPage(props.page, props.pageCount, -1))}
      >
        <Icon path={icons.chevronLeft} />
      </button>
      <ul>
        {pageItems(props.pageCount, props.page).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="cr-pagination__gap">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="cr-pagination__page"
                aria-current={item.page === props.page ? 'page' : undefined}
                aria-label={t('games.page', { page: item.page })}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="cr-pagination__step"
        aria-label={t('games.nextPage')}
        aria-disabled={props.page === props.pageCount}
        onClick={() => go(stepPage(props.page, props.pageCount, 1))}
      >
        <Icon path={icons.chevronRight} />
      </button>
    </nav>
  );
}
