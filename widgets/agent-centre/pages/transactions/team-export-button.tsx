import { useCroupier, useT } from '@widgets/ui/croupier-context';
import type { RecordsFilter } from '@sdk/rules/records-filter';
import { teamCsvColumns, teamTransactionsFilter } from '@sdk/rules/team-reports';
import { kindName } from '@widgets/ui/records/record-format';
import { ExportButton } from '@widgets/ui/records/export-button';

/** The team's movements of the filter (one account and below it, if named) as a CSV file named after the range. */
export function TeamExportButton(props: { filter: RecordsFilter; username: string; total: number }) {
  const croupier = useCroupier();
  const t = useT();
  const { filter, username } = props;
  return (
    <ExportButton
      total={props.total}
      filterKey={[filter, username]}
      makeFile={async () => {
        const columns = teamCsvColumns(
          {
            time: t('records.time'),
            username: t('agentTeam.filter.username'),
            kind: t('records.account.kind'),
            amount: t('records.account.amount'),
            balanceAfter: t('records.account.balanceAfter'),
            reference: t('records.account.reference'),
          },
          (kind) => kindName(t, kind),
        );
        const file = await croupier.agent.exportTransactions(
          teamTransactionsFilter(filter, username),
          columns,
        );
        return { ...file, name: t('agentTeam.transactions.fileName', { from: filter.from, to: filter.to }) };
      }}
    />
  );
}
