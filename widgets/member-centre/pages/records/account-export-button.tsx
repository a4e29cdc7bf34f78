import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { accountCsvColumns } from '@sdk/rules/records';
import { accountExportQuery, type RecordsFilter } from '@sdk/rules/records-filter';
import { kindName } from '@widgets/ui/records/record-format';
import { ExportButton } from '@widgets/ui/records/export-button';

/** The member's account records of the filter as a CSV file named after the range. */
export function AccountExportButton(props: { filter: RecordsFilter; total: number }) {
  const croupier = useCroupier();
  const t = useT();
  const { filter } = props;
  return (
    <ExportButton
      total={props.total}
      filterKey={[filter]}
      makeFile={async () => {
        const columns = accountCsvColumns(
          {
            time: t('records.time'),
            kind: t('records.account.kind'),
            amount: t('records.account.amount'),
            balanceAfter: t('records.account.balanceAfter'),
            reference: t('records.account.reference'),
          },
          (kind) => kindName(t, kind),
        );
        const file = await croupier.records.exportAccountRecords(accountExportQuery(filter), columns);
        return { ...file, name: t('records.account.fileName', { from: filter.from, to: filter.to }) };
      }}
    />
  );
}
