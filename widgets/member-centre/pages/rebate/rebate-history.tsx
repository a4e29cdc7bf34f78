import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TableScroll } from '@widgets/ui/table-scroll';
import { usePaged } from '@widgets/ui/use-paged';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { moneyText } from '@sdk/rules/money';
import { dateFormats } from '@sdk/rules/dates';

/** Rows a page of claims shows. */
const PAGE_SIZE = 10;

/** The member's rebate claims, newest first: when, the valid bets they paid for, and how much. */
export function RebateHistory(props: { revision: number }) {
  const croupier = useCroupier();
  const t = useT();
  const { state, value, page, setPage, pageCount } = usePaged(
    (pageNo) => croupier.rebate.history(pageNo, PAGE_SIZE),
    PAGE_SIZE,
    [croupier, props.revision],
  );
  const locale = croupier.i18n.language;
  const time = dateFormats(locale).dateTime;
  const rows = value?.list ?? [];
  return (
    <section className="cr-rebate__history" aria-labelledby="cr-rebate-history">
      <h4 id="cr-rebate-history">{t('rebate.history.title')}</h4>
      <AsyncStates
        state={state}
        empty={rows.length === 0}
        emptyText={t('rebate.history.empty')}
        className="cr-centre__state"
      >
        <TableScroll label={t('rebate.history.caption')}>
          <table className="cr-table">
            <caption className="cr-visually-hidden">{t('rebate.history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rebate.history.date')}</th>
                <th scope="col" className="cr-table__number">
                  {t('rebate.history.validBet')}
                </th>
                <th scope="col" className="cr-table__number">
                  {t('rebate.history.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.claimId}>
                  <td>{time.format(row.createdAt)}</td>
                  <td className="cr-table__number">
                    {/* Display only: the lines' decimal amounts, added in cents. */}
                    {moneyText(
                      row.lines.reduce((sum, l) => sum + Math.round(l.validBet * 100), 0) / 100,
                      locale,
                    )}
                  </td>
                  <td className="cr-table__number">+{moneyText(row.amount, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </AsyncStates>
      <Pagination label={t('rebate.history.pages')} page={page} pageCount={pageCount} onSelect={setPage} />
    </section>
  );
}
