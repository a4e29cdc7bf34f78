import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { usePaged } from '@widgets/ui/use-paged';
import { useSignal } from '@widgets/ui/use-signal';
import { dateFormats } from '@sdk/rules/dates';

const PAGE_SIZE = 10;

/** The member's redeems, newest first, with SPEC §4's states and a rejected one's reason. */
export function RedeemList(props: { changes: number }) {
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const paged = usePaged((pageNo) => croupier.points.redeems(pageNo, PAGE_SIZE), PAGE_SIZE, [
    croupier,
    language,
    props.changes,
  ]);
  const time = dateFormats(croupier.i18n.language).dateTime;
  const number = new Intl.NumberFormat(croupier.i18n.language);
  return (
    <AsyncStates
      state={paged.state}
      className="mall__state"
      empty={paged.value?.total === 0}
      emptyText={t('pointMall.redeems.empty')}
    >
      {paged.value && (
        <>
          <ul className="mall__rows" aria-label={t('pointMall.redeems.title')}>
            {paged.value.list.map((redeem) => (
              <li key={redeem.redeemId} className="mall__row">
                <div className="mall__row-main">
                  <strong>
                    {redeem.rewardName} × {redeem.quantity}
                  </strong>
                  <span className="mall__row-sub">
                    {t('pointMall.catalogue.cost', { points: number.format(redeem.points) })} ·{' '}
                    {time.format(redeem.createdAt)}
                  </span>
                  {redeem.status === 'rejected' && redeem.rejectReason && (
                    <span className="mall__reason">
                      {t('pointMall.redeems.reason', { reason: redeem.rejectReason })}
                    </span>
                  )}
                </div>
                <span className={`mall__status mall__status--${redeem.status}`}>
                  {t(`pointMall.redeems.statuses.${redeem.status}`)}
                </span>
              </li>
            ))}
          </ul>
          <Pagination
            pageCount={paged.pageCount}
            page={paged.page}
            onSelect={paged.setPage}
            label={t('pointMall.redeems.pages')}
          />
        </>
      )}
    </AsyncStates>
  );
}
