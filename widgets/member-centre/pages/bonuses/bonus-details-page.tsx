import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { useTexts } from '@widgets/ui/use-texts';
import { useStyles } from '@widgets/ui/styles';
import { moneyText } from '@sdk/rules/money';
import { RECORDS_PAGE_SIZE } from '@sdk/rules/records';
import { initialFilter, profitQuery, type RecordsFilter } from '@sdk/rules/records-filter';
import { BONUS_STATES, type BonusState } from '@sdk/shared-rules/bonus-rules';
import type { Bonus } from '@sdk/contract/entities/bonuses';
import { dateFormats } from '@sdk/rules/dates';
import { RecordsFilterBar } from '@widgets/ui/records/records-filter-bar';
import { SelectField } from '@widgets/ui/records/select-field';
import { Summary } from '@widgets/ui/records/record-parts';
import filtersCss from '@widgets/ui/records/records-filters.css?inline';
import tablesCss from '@widgets/ui/records/records-tables.css?inline';
import css from './bonus-details.css?inline';

const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;

/**
 * bonusDetails: the bonuses the member received in a period (every reward paid from
 * the promotions budget, whatever its kind), each with the turnover it asks for and how much of
 * it valid bets have done, its expiry and its state; totals of the period; filters by period and
 * state. The platform works the turnover out (sdk/shared-rules/bonus-rules.ts); the page shows it.
 */
export default function BonusDetailsPage() {
  useStyles('cr-records-filters', filtersCss);
  useStyles('cr-records-tables', tablesCss);
  useStyles('cr-bonuses', css);
  const money = useTexts('money');
  const rewards = useTexts('rewards');
  return money && rewards ? (
    <BonusDetails />
  ) : (
    <AsyncStates state={TEXTS_LOADING} className="cr-centre__state" />
  );
}

function BonusDetails() {
  const croupier = useCroupier();
  const t = useT();
  const [filter, setFilter] = useState<RecordsFilter>(() => initialFilter(Date.now(), '30days'));
  const [state, setState] = useState<BonusState | ''>('');
  const [page, setPage] = useState(1);
  const load = useAsync(
    () =>
      croupier.cashier.bonusList({
        ...profitQuery(filter),
        ...(state ? { state } : {}),
        pageNo: page,
        pageSize: RECORDS_PAGE_SIZE,
      }),
    [croupier, filter, state, page],
  );
  const locale = croupier.i18n.language;
  return (
    <div className="cr-records cr-bonuses">
      <p className="cr-bonuses__intro">{t('bonuses.intro')}</p>
      <RecordsFilterBar
        filter={filter}
        extras="none"
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <div className="cr-bonuses__state-filter">
        <SelectField
          label={t('bonuses.state.label')}
          value={state}
          options={[
            { value: '', label: t('bonuses.state.all') },
            ...BONUS_STATES.map((s) => ({ value: s, label: t(`bonuses.state.${s}`) })),
          ]}
          onChange={(next) => {
            setState(next as BonusState | '');
            setPage(1);
          }}
        />
      </div>
      <RecordsResult load={load} isEmpty={(answer) => answer.total === 0} emptyText={t('bonuses.empty')}>
        {(value) => (
          <>
            <Summary
              label={t('bonuses.totals')}
              locale={locale}
              figures={[
                { label: t('bonuses.amount'), amount: value.totals.amount, lead: true },
                { label: t('bonuses.required'), amount: value.totals.turnoverRequired },
                { label: t('bonuses.done'), amount: value.totals.turnoverDone },
                { label: t('bonuses.inProgress'), amount: value.totals.inProgress, as: 'count' },
              ]}
            />
            <h3 className="cr-bonuses__heading">
              {t('bonuses.caption')} <span>{t('bonuses.count', { count: value.total })}</span>
            </h3>
            <ul className="cr-bonuses__list">
              {value.list.map((bonus) => (
                <BonusCard key={bonus.id} bonus={bonus} locale={locale} />
              ))}
            </ul>
            <Pagination
              label={t('bonuses.pages')}
              page={page}
              pageCount={Math.ceil(value.total / RECORDS_PAGE_SIZE)}
              onSelect={setPage}
            />
          </>
        )}
      </RecordsResult>
    </div>
  );
}

/** One bonus: what it is, how much, its turnover as a progress bar, when it came and expires. */
function BonusCard({ bonus, locale }: { bonus: Bonus; locale: string }) {
  const t = useT();
  const [time] = useState(() => dateFormats(locale).dateTime);
  const kind = t(`bonuses.kind.${bonus.kind}`, { defaultValue: t('bonuses.kind.other') });
  const asks = bonus.turnoverRequired > 0;
  const percent = asks ? Math.min(100, Math.floor((bonus.turnoverDone / bonus.turnoverRequired) * 100)) : 100;
  const progress = t('bonuses.progress', {
    done: moneyText(bonus.turnoverDone, locale),
    required: moneyText(bonus.turnoverRequired, locale),
  });
  return (
    <li className={`cr-bonus cr-bonus--${bonus.state}`} data-kind={bonus.kind}>
      <div className="cr-bonus__head">
        <h4 className="cr-bonus__kind">{kind}</h4>
        <span className={`cr-bonus__state cr-bonus__state--${bonus.state}`}>
          {t(`bonuses.state.${bonus.state}`)}
        </span>
      </div>
      <p className="cr-bonus__amount">{moneyText(bonus.amount, locale)}</p>
      <div className="cr-bonus__turnover">
        <div className="cr-bonus__turnover-text">
          <span>{t('bonuses.turnover')}</span>
          <span>{asks ? progress : t('bonuses.noTurnover')}</span>
        </div>
        <div
          className="cr-bonus__bar"
          role="progressbar"
          aria-label={t('bonuses.progressLabel', { kind, date: time.format(bonus.at) })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={asks ? progress : t('bonuses.noTurnover')}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        {asks && (
          <small className="cr-bonus__rollover">{t('bonuses.rollover', { count: bonus.rollover })}</small>
        )}
        {bonus.locked > 0 && (
          <small className="cr-bonus__locked">
            {t('bonuses.locked', { amount: moneyText(bonus.locked, locale) })}
          </small>
        )}
      </div>
      <dl className="cr-bonus__dates">
        <div>
          <dt>{t('bonuses.received')}</dt>
          <dd>
            <time dateTime={new Date(bonus.at).toISOString()}>{time.format(bonus.at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('bonuses.expires')}</dt>
          <dd>
            <time dateTime={new Date(bonus.expiresAt).toISOString()}>{time.format(bonus.expiresAt)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
