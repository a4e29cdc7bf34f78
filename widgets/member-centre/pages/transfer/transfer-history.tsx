import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TableScroll } from '@widgets/ui/table-scroll';
import { usePaged } from '@widgets/ui/use-paged';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { moneyText } from '@sdk/rules/money';
import { dateFormats } from '@sdk/rules/dates';

/** Rows a page of transfers shows. */
const PAGE_SIZE = 10;

/**
 * The member's transfers of one scope, newest first: between their own wallets, or with other
 * people (sent and received, signed from the member's side). `walletName` turns `main` and vendor
 * codes into the names the page shows.
 */
export function TransferHistory(props: {
  scope: 'wallet' | 'person';
  revision: number;
  walletName?: (code: string) => string;
}) {
  const croupier = useCroupier();
  const t = useT();
  const {
    state: history,
    value,
    page,
    setPage,
    pageCount,
  } = usePaged((pageNo) => croupier.cashier.transferHistory(props.scope, pageNo, PAGE_SIZE), PAGE_SIZE, [
    croupier,
    props.scope,
    props.revision,
  ]);
  const locale = croupier.i18n.language;
  const time = dateFormats(locale).dateTime;
  const name = (code: string) =>
    code === '*' ? t('wallet.history.everyVendor') : (props.walletName?.(code) ?? code);
  const rows = value?.list ?? [];
  const titleId = `cr-transfer-history-${props.scope}`;
  return (
    <section className="cr-transfer__history" aria-labelledby={titleId}>
      <h4 id={titleId}>{t(`wallet.history.${props.scope}`)}</h4>
      <AsyncStates
        state={history}
        empty={rows.length === 0}
        emptyText={t('wallet.history.empty')}
        className="cr-centre__state"
      >
        <TableScroll label={t('wallet.history.caption')}>
          <table className="cr-table">
            <caption className="cr-visually-hidden">
              {t(`wallet.history.${props.scope}`)}: {t('wallet.history.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('wallet.history.time')}</th>
                <th scope="col">{t('wallet.history.kind')}</th>
                <th scope="col">{t('wallet.history.from')}</th>
                <th scope="col">{t('wallet.history.to')}</th>
                <th scope="col" className="cr-table__number">
                  {t('wallet.history.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.transferNo}>
                  <td>{time.format(row.createdAt)}</td>
                  <td>
                    {row.kind === 'person'
                      ? t(row.incoming ? 'wallet.history.received' : 'wallet.history.sent')
                      : t(`wallet.history.kinds.${row.kind}`)}
                  </td>
                  <td>{row.kind === 'person' ? row.from : name(row.from)}</td>
                  <td>{row.kind === 'person' ? row.to : name(row.to)}</td>
                  <td className={`cr-table__number ${row.incoming ? 'cr-transfer__in' : 'cr-transfer__out'}`}>
                    {row.kind === 'person' ? (row.incoming ? '+' : '−') : ''}
                    {moneyText(row.amount, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </AsyncStates>
      <Pagination label={t('wallet.history.pages')} page={page} pageCount={pageCount} onSelect={setPage} />
    </section>
  );
}
