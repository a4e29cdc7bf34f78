import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { TableScroll } from '@widgets/ui/table-scroll';
import { usePaged } from '@widgets/ui/use-paged';
import { dateFormats } from '@sdk/rules/dates';

const PAGE_SIZE = 10;

/** The point mall's redeems with SPEC §4's states: in process, approved, rejected with the reason. */
export function RedeemsTab() {
  const croupier = useCroupier();
  const t = useT();
  const paged = usePaged((pageNo) => croupier.points.redeems(pageNo, PAGE_SIZE), PAGE_SIZE, [croupier]);
  const locale = croupier.i18n.language;
  const list = paged.value?.list ?? [];
  return (
    <section aria-labelledby="cr-reward-redeems">
      <h4 id="cr-reward-redeems">{t('pointMall.redeems.title')}</h4>
      <AsyncStates
        state={paged.state}
        className="cr-centre__state"
        empty={paged.state.status === 'ready' && list.length === 0}
        emptyText={t('pointMall.redeems.empty')}
      >
        <TableScroll label={t('pointMall.redeems.title')}>
          <table className="cr-table">
            <thead>
              <tr>
                <th scope="col">{t('pointMall.redeems.date')}</th>
                <th scope="col">{t('pointMall.redeems.reward')}</th>
                <th scope="col" className="cr-table__number">
                  {t('pointMall.redeems.points')}
                </th>
                <th scope="col">{t('pointMall.redeems.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.redeemId}>
                  <td>{dateFormats(locale).dateTime.format(r.createdAt)}</td>
                  <td>
                    {r.rewardName} × {r.quantity}
                  </td>
                  <td className="cr-table__number">{r.points.toLocaleString(locale)}</td>
                  <td>
                    <span className={`cr-reward-centre__state cr-reward-centre__state--${r.status}`}>
                      {t(`pointMall.redeems.statuses.${r.status}`)}
                    </span>
                    {r.rejectReason && (
                      <span className="cr-reward-centre__reason">
                        {t('pointMall.redeems.reason', { reason: r.rejectReason })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Pagination
          page={paged.page}
          pageCount={paged.pageCount}
          onSelect={paged.setPage}
          label={t('pointMall.redeems.pages')}
        />
      </AsyncStates>
    </section>
  );
}
