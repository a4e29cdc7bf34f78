import { useId, useState, type FormEvent } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { TextField } from '@widgets/ui/text-field';
import { TableScroll } from '@widgets/ui/table-scroll';
import { useStyles } from '@widgets/ui/styles';
import css from './records.css?inline';
import { defaultStatementRange, statementRangeErrors } from '@sdk/rules/safer-gambling-records';
import { platformDay } from '@sdk/shared-rules/date-range';
import { moneyText } from '@sdk/rules/money';
import { STATEMENT_MAX_DAYS, type StatementDay } from '@sdk/contract/entities/safer-gambling';
import { dayText } from '@widgets/ui/records/record-format';
import { errorText } from '@sdk/i18n/error-text';
import { isPlatformError } from '@sdk/client/platform-error';
import { RANGE_ERRORS } from '@sdk/contract/entities/records';
import type { TabProps } from './tab-props';

const COLUMNS = ['deposits', 'withdrawals', 'staked', 'won', 'net'] as const;

/**
 * The account activity statement: a range of GMT+8 days (up to 366), its totals and a row per
 * day with any movement, all from the ledger. A range the platform would refuse says why under
 * its field and keeps the statement shown.
 */
export default function StatementTab(props: TabProps) {
  useStyles('cr-safer-records', css);
  const croupier = useCroupier();
  const t = useT();
  const id = useId();
  const locale = croupier.i18n.language;
  const [range, setRange] = useState(() => defaultStatementRange(props.platformNow()));
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const statement = useAsync(() => croupier.saferGambling.statement(range), [croupier, range]);
  const today = platformDay(props.platformNow());
  const money = (amount: number) => moneyText(amount, locale);

  /** A range the platform refused says why (its value.reason), like the form would have. */
  const failure = (error: unknown) => {
    const reason = isPlatformError(error) && (error.value as { reason?: string } | undefined)?.reason;
    return reason && (RANGE_ERRORS as readonly string[]).includes(reason)
      ? t(`saferGambling.statement.range.${reason}`, { max: STATEMENT_MAX_DAYS })
      : errorText(t, error);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = statementRangeErrors(draft, props.platformNow());
    setErrors({
      from: found.from && t(found.from.key, found.from.values),
      to: found.to && t(found.to.key, found.to.values),
    });
    if (!found.from && !found.to) setRange(draft);
  };

  const days = statement.status === 'ready' ? statement.value.days : [];
  const row = (cells: Omit<StatementDay, 'day'>) =>
    COLUMNS.map((column) => (
      <td
        key={column}
        className={`cr-safer__num${column === 'net' ? ` cr-safer__net--${Math.sign(cells.net)}` : ''}`}
      >
        {money(cells[column])}
      </td>
    ));

  return (
    <section className="cr-safer__statement" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('saferGambling.statement.title')}</h4>
      <form className="cr-safer__range" noValidate onSubmit={apply} aria-labelledby={`${id}-title`}>
        <TextField
          type="date"
          label={t('saferGambling.statement.from')}
          value={draft.from}
          max={today}
          error={errors.from}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <TextField
          type="date"
          label={t('saferGambling.statement.to')}
          value={draft.to}
          max={today}
          error={errors.to}
          onChange={(to) => setDraft({ ...draft, to })}
        />
        <button type="submit" className="cr-btn cr-btn--primary">
          {t('saferGambling.statement.show')}
        </button>
      </form>
      <p className="cr-safer__muted">{t('saferGambling.statement.hint', { max: STATEMENT_MAX_DAYS })}</p>
      <AsyncStates state={statement} className="cr-centre__state" errorText={failure}>
        {statement.status === 'ready' && (
          <>
            <dl className="cr-safer__totals" aria-label={t('saferGambling.statement.totals')}>
              {COLUMNS.map((column) => (
                <div key={column}>
                  <dt>{t(`saferGambling.statement.columns.${column}`)}</dt>
                  <dd
                    className={
                      column === 'net' ? `cr-safer__net--${Math.sign(statement.value.totals.net)}` : undefined
                    }
                  >
                    {money(statement.value.totals[column])}
                  </dd>
                </div>
              ))}
            </dl>
            {days.length === 0 ? (
              <p className="cr-centre__state" role="status">
                {t('saferGambling.statement.empty')}
              </p>
            ) : (
              <TableScroll label={t('saferGambling.statement.caption')}>
                <table className="cr-safer__table">
                  <caption className="cr-visually-hidden">{t('saferGambling.statement.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('saferGambling.statement.columns.day')}</th>
                      {COLUMNS.map((column) => (
                        <th key={column} scope="col" className="cr-safer__num">
                          {t(`saferGambling.statement.columns.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {days.map((day) => (
                      <tr key={day.day}>
                        <th scope="row">{dayText(day.day, locale)}</th>
                        {row(day)}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </>
        )}
      </AsyncStates>
    </section>
  );
}
