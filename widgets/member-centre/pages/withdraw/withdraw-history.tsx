import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TableScroll } from '@widgets/ui/table-scroll';
import { usePaged } from '@widgets/ui/use-paged';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { moneyText } from '@sdk/rules/money';
import { WITHDRAW_HISTORY_PAGE_SIZE, withdrawStep } from '@sdk/rules/withdraw';
import type { WithdrawOrder } from '@sdk/actions/withdrawals';
import { WithdrawStatusBadge } from './status-badge';
import { dateFormats } from '@sdk/rules/dates';

/**
 * Every withdrawal of the member, newest first, with its status (and the operator's reason for a
 * rejection). Choosing one opens its panel, where a paid one can still be answered.
 */
export function WithdrawHistory(props: { revision: number; onOpen: (order: WithdrawOrder) => void }) {
  const croupier = useCroupier();
  const t = useT();
  const {
    state: history,
    value,
    page,
    setPage,
    pageCount,
  } = usePaged(
    async (pageNo) => {
      const read = await croupier.cashier.withdrawHistory(pageNo, WITHDRAW_HISTORY_PAGE_SIZE);
      // Which orders still take an answer, as of this reading.
      return { ...read, now: Date.now() };
    },
    WITHDRAW_HISTORY_PAGE_SIZE,
    [croupier, props.revision],
  );
  const locale = croupier.i18n.language;
  const time = dateFormats(locale).dateTime;
  const rows = value?.list ?? [];
  const now = value?.now ?? 0;
  return (
    <section className="cr-deposit__history" aria-labelledby="cr-withdraw-history">
      <h4 id="cr-withdraw-history">{t('withdraw.history.title')}</h4>
      <AsyncStates
        state={history}
        empty={rows.length === 0}
        emptyText={t('withdraw.history.empty')}
        className="cr-centre__state"
      >
        <TableScroll label={t('withdraw.history.caption')}>
          <table className="cr-table cr-withdraw__table">
            <caption className="cr-visually-hidden">{t('withdraw.history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('withdraw.history.order')}</th>
                <th scope="col" className="cr-withdraw__extra">
                  {t('withdraw.history.account')}
                </th>
                <th scope="col" className="cr-table__number">
                  {t('withdraw.history.amount')}
                </th>
                <th scope="col" className="cr-table__number cr-withdraw__extra">
                  {t('withdraw.history.net')}
                </th>
                <th scope="col">{t('withdraw.history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((order) => {
                const step = withdrawStep(order, now);
                const open = (label: string) => ({
                  'aria-label': t(label, { orderNo: order.orderNo }),
                  onClick: () => props.onOpen(order),
                });
                return (
                  <tr key={order.orderNo}>
                    <td className="cr-withdraw__ref">
                      <button
                        type="button"
                        className="cr-link-btn cr-table__code"
                        {...open('withdraw.history.openLabel')}
                      >
                        {order.orderNo}
                      </button>
                      <small>{time.format(order.createdAt)}</small>
                    </td>
                    <td className="cr-table__code cr-withdraw__extra">{order.payoutAccount.masked}</td>
                    <td className="cr-table__number">{moneyText(order.amount, locale)}</td>
                    <td className="cr-table__number cr-withdraw__extra">
                      {moneyText(order.netAmount, locale)}
                    </td>
                    <td className="cr-withdraw__state">
                      <WithdrawStatusBadge status={order.status} />
                      {order.rejectReason && <small>{order.rejectReason}</small>}
                      {(step === 'answer' || step === 'lateReceipt') && (
                        <button
                          type="button"
                          className="cr-btn cr-btn--small cr-btn--primary"
                          {...open('withdraw.history.answerLabel')}
                        >
                          {t('withdraw.history.answer')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </AsyncStates>
      <Pagination label={t('withdraw.history.pages')} page={page} pageCount={pageCount} onSelect={setPage} />
    </section>
  );
}
