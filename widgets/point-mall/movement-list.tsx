import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { usePaged } from '@widgets/ui/use-paged';
import { dateFormats } from '@sdk/rules/dates';
import { POINTS_MOVEMENT_KINDS } from '@sdk/contract/entities/points';

const PAGE_SIZE = 10;
const KNOWN = new Set<string>(POINTS_MOVEMENT_KINDS);

/** Every movement of the member's points (member transaction detail), newest first. */
export function MovementList(props: { changes: number }) {
  const croupier = useCroupier();
  const t = useT();
  const paged = usePaged((pageNo) => croupier.points.movements(pageNo, PAGE_SIZE), PAGE_SIZE, [
    croupier,
    props.changes,
  ]);
  const time = dateFormats(croupier.i18n.language).dateTime;
  const number = new Intl.NumberFormat(croupier.i18n.language, { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(croupier.i18n.language);
  return (
    <AsyncStates
      state={paged.state}
      className="mall__state"
      empty={paged.value?.total === 0}
      emptyText={t('pointMall.movements.empty')}
    >
      {paged.value && (
        <>
          <ul className="mall__rows" aria-label={t('pointMall.movements.title')}>
            {paged.value.list.map((movement) => (
              <li key={movement.id} className="mall__row">
                <div className="mall__row-main">
                  {/* A kind added later shows as it is named (entities/points.ts). */}
                  <strong>
                    {KNOWN.has(movement.kind)
                      ? t(`pointMall.movements.kinds.${movement.kind}`)
                      : movement.kind}
                  </strong>
                  <span className="mall__row-sub">{time.format(movement.at)}</span>
                </div>
                <div className="mall__row-figures">
                  <strong className={movement.points < 0 ? 'mall__minus' : 'mall__plus'}>
                    {number.format(movement.points)}
                  </strong>
                  <span className="mall__row-sub">
                    {t('pointMall.movements.balanceAfter')}: {plain.format(movement.balanceAfter)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            pageCount={paged.pageCount}
            page={paged.page}
            onSelect={paged.setPage}
            label={t('pointMall.movements.pages')}
          />
        </>
      )}
    </AsyncStates>
  );
}
