import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { usePaged } from '@widgets/ui/use-paged';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { TableScroll } from '@widgets/ui/table-scroll';
import { useStyles } from '@widgets/ui/styles';
import css from './records.css?inline';
import { describeChange } from '@sdk/rules/safer-gambling-records';
import { moneyText } from '@sdk/rules/money';
import { dateFormats } from '@sdk/rules/dates';
import type { ProtectionEvent } from '@sdk/contract/entities/safer-gambling';

const PAGE_SIZE = 20;

/** Every change of the limits, reminders and exclusions, newest first, with its time and who made it. */
export default function HistoryTab() {
  useStyles('cr-safer-records', css);
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const time = dateFormats(locale).dateTime;
  const { state, value, page, setPage, pageCount } = usePaged(
    (pageNo) =>
      croupier.saferGambling
        .history(pageNo, PAGE_SIZE)
        .then((answer) => ({ ...answer, total: answer.totalCount })),
    PAGE_SIZE,
    [croupier],
  );
  const format = {
    money: (amount: number) => moneyText(amount, locale),
    minutes: (minutes: number) => t('saferGambling.minutes', { minutes }),
    time: (ms: number) => time.format(ms),
  };
  const none = { limit: t('saferGambling.history.none'), realityCheck: t('saferGambling.history.off') };
  const sentence = (event: ProtectionEvent) => {
    const { key, values, limitKey } = describeChange(event, format, none);
    return t(key, { ...values, limit: limitKey ? t(limitKey) : '' });
  };
  const rows = value?.list ?? [];

  return (
    <section className="cr-safer__history" aria-label={t('saferGambling.history.caption')}>
      <AsyncStates
        state={state}
        empty={rows.length === 0}
        emptyText={t('saferGambling.history.empty')}
        className="cr-centre__state"
      >
        <TableScroll label={t('saferGambling.history.caption')}>
          <table className="cr-safer__table">
            <caption className="cr-visually-hidden">{t('saferGambling.history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('saferGambling.history.columns.at')}</th>
                <th scope="col">{t('saferGambling.history.columns.change')}</th>
                <th scope="col">{t('saferGambling.history.columns.source')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((event, index) => (
                <tr key={`${event.at}-${index}`}>
                  <td className="cr-safer__nowrap">{time.format(event.at)}</td>
                  <td className="cr-safer__wrap">{sentence(event)}</td>
                  <td>{t(`saferGambling.history.sources.${event.source}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </AsyncStates>
      <Pagination
        label={t('saferGambling.history.caption')}
        page={page}
        pageCount={pageCount}
        onSelect={setPage}
      />
    </section>
  );
}
