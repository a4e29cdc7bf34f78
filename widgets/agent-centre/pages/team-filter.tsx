import { useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { initialFilter, type RecordsFilter } from '@sdk/rules/records-filter';
import { RecordsFilterBar, type FilterExtras } from '@widgets/ui/records/records-filter-bar';

/**
 * The filter of a team report (team betting, profit and loss, transactions): a range of GMT+8
 * days, the report's own extras, and one account of the team (with everyone below it), starting on
 * the account a page was opened for. Applying it goes back to the first page.
 */
export function useTeamFilter(extras: FilterExtras, startUsername = '') {
  const t = useT();
  const [filter, setFilter] = useState<RecordsFilter>(() => initialFilter(Date.now()));
  const [username, setUsername] = useState(startUsername);
  const [page, setPage] = useState(1);
  const bar = (
    <RecordsFilterBar
      filter={filter}
      extras={extras}
      username={{
        label: t('agentTeam.filter.username'),
        value: username,
        searchLabel: t('agentTeam.filter.search'),
      }}
      onApply={(next, who) => {
        setFilter(next);
        setUsername(who ?? '');
        setPage(1);
      }}
    />
  );
  return { filter, username, page, setPage, bar };
}
