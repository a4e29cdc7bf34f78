import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { useStyles } from '@widgets/ui/styles';
import { RecordsFilterBar } from '@widgets/ui/records/records-filter-bar';
import { Summary } from '@widgets/ui/records/record-parts';
import { initialFilter, profitQuery, type RecordsFilter } from '@sdk/rules/records-filter';
import { IncomeTable } from './income-table';
import filtersCss from '@widgets/ui/records/records-filters.css?inline';
import tablesCss from '@widgets/ui/records/records-tables.css?inline';
import contractsCss from '../contracts/contracts.css?inline';

/**
 * agentRevenue (my income): every salary and dividend period settled in a range of GMT+8 days,
 * received from my upline or paid to my sub-agents, the totals, and how each was computed.
 */
export default function IncomePage() {
  useStyles('cr-records-filters', filtersCss);
  useStyles('cr-records-tables', tablesCss);
  useStyles('cr-contracts', contractsCss);
  const croupier = useCroupier();
  const t = useT();
  const [filter, setFilter] = useState<RecordsFilter>(() => initialFilter(Date.now(), '7days'));
  const load = useAsync(() => croupier.agent.income(profitQuery(filter)), [croupier, filter]);
  const locale = croupier.i18n.language;
  const k = 'agentContracts.income.';
  return (
    <div className="cr-records cr-contracts">
      <RecordsFilterBar filter={filter} extras="none" onApply={setFilter} />
      <RecordsResult load={load} className="cr-centre__state">
        {(value) => (
          <>
            <Summary
              label={t(k + 'summary')}
              locale={locale}
              figures={[
                { label: t(k + 'net'), amount: value.totals.net, as: 'signed', lead: true },
                { label: t(k + 'received'), amount: value.totals.received },
                { label: t(k + 'paid'), amount: value.totals.paid },
                { label: t(k + 'owedToMe'), amount: value.totals.owedToMe },
              ]}
            />
            {value.list.length === 0 ? (
              <p className="cr-centre__state cr-contracts__empty" role="status">
                {t(k + 'empty')}
              </p>
            ) : (
              <IncomeTable list={value.list} />
            )}
          </>
        )}
      </RecordsResult>
    </div>
  );
}
