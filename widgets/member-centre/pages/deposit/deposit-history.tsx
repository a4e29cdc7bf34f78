import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TableScroll } from '@widgets/ui/table-scroll';
import { usePaged } from '@widgets/ui/use-paged';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { DEPOSIT_HISTORY_PAGE_SIZE } from '@sdk/rules/deposit';
import { moneyText } from '@sdk/rules/money';
import { StatusBadge } from './status-badge';
import { dateFormats } from '@sdk/rules/dates';

/** Every deposit order of the member, newest first, with its status. */
export function DepositHistory(props: { revision: number }) {
  const croupier = useCroupier();
  const t = useT();
  const {
    state: history,
    value,
    page,
    setPage,
    pageCount,
  } = usePaged(
    (pageNo) => croupier.cashier.depositHistory(pageNo, DEPOSIT_HISTORY_PAGE_SIZE),
    DEPOSIT_HISTORY_PAGE_SIZE,
    [croupier, props.revision],
  );
  const locale = croupier.i18n.language;
  const time = dateFormats(locale).dateTime;
  const rows = value?.list ?? [];
  return (
    <section className="cr-deposit__history" aria-labelledby="cr-deposit-history-title">
      <h4 id="cr-deposit-history-title">{t('cashier.history')}</h4>
      <AsyncStates
        state={history}
        empty={rows.length === 0}
        emptyText={t('cashier.noDeposits')}
        className="cr-centre__state"
      >
        <TableScroll label={t('cashier.historyCaption')}>
          <table className="cr-table">
            <caption className="cr-visually-hidden">{t('cashier.historyCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cashier.time')}</th>
                <th scope="col">{t('cashier.reference')}</th>
                <th scope="col">{t('cashier.method')}</th>
                <th scope="col" className="cr-table__number">
                  {t('cashier.amountShort')}
                </th>
                <th scope="col">{t('cashier.statusLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((order) => (
                <tr key={order.orderNo}>
                  <td>{time.format(order.createdAt)}</td>
                  <td className="cr-table__code">{order.pay.reference}</td>
                  <td>{t(`cashier.kind.${order.kind}`)}</td>
                  <td className="cr-table__number">{moneyText(order.amount, locale)}</td>
                  <td>
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </AsyncStates>
      <Pagination label={t('cashier.historyPages')} page={page} pageCount={pageCount} onSelect={setPage} />
    </section>
  );
}
