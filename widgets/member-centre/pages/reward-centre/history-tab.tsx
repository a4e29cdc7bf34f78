import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { TableScroll } from '@widgets/ui/table-scroll';
import { usePaged } from '@widgets/ui/use-paged';
import { dateFormats } from '@sdk/rules/dates';
import { moneyText } from '@sdk/rules/money';
import { presetRange } from '@sdk/shared-rules/date-range';
import type { MemberPageProps } from '../page-props';

const PAGE_SIZE = 10;

/**
 * The rewards received in the last 30 GMT+8 days, whatever paid them, newest first: the ledger's
 * bonuses (each payment from the operator's promotions budget). Their turnover is on bonusDetails.
 */
export function HistoryTab(props: MemberPageProps) {
  const croupier = useCroupier();
  const t = useT();
  // The range is fixed when the tab opens: a read then a page turn must ask for the same days.
  const [range] = useState(() => presetRange('30days', Date.now()));
  const paged = usePaged(
    (pageNo) => croupier.cashier.bonusList({ ...range, pageNo, pageSize: PAGE_SIZE }),
    PAGE_SIZE,
    [croupier, range],
  );
  const locale = croupier.i18n.language;
  const list = paged.value?.list ?? [];
  return (
    <section aria-labelledby="cr-reward-history">
      <h4 id="cr-reward-history">{t('rewardCentre.historyTitle')}</h4>
      <AsyncStates
        state={paged.state}
        className="cr-centre__state"
        empty={paged.state.status === 'ready' && list.length === 0}
        emptyText={t('rewardCentre.historyEmpty')}
      >
        <TableScroll label={t('rewardCentre.historyTitle')}>
          <table className="cr-table">
            <thead>
              <tr>
                <th scope="col">{t('rewardCentre.columns.date')}</th>
                <th scope="col">{t('rewardCentre.columns.reward')}</th>
                <th scope="col" className="cr-table__number">
                  {t('rewardCentre.columns.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((b) => (
                <tr key={b.id}>
                  <td>{dateFormats(locale).dateTime.format(b.at)}</td>
                  <td>{t(`bonuses.kind.${b.kind}`, t('bonuses.kind.other'))}</td>
                  <td className="cr-table__number">{moneyText(b.amount, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Pagination
          page={paged.page}
          pageCount={paged.pageCount}
          onSelect={paged.setPage}
          label={t('rewardCentre.historyPages')}
        />
      </AsyncStates>
      <p className="cr-reward-centre__more">
        <button
          type="button"
          className="cr-reward-centre__link"
          onClick={() => props.openPage('bonusDetails')}
        >
          {t('rewardCentre.turnover')}
        </button>
      </p>
    </section>
  );
}
