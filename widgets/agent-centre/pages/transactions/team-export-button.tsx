import { useEffect, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { EXPORT_MAX_ROWS, canExport } from '@sdk/rules/records';
import type { RecordsFilter } from '@sdk/rules/records-filter';
import { teamCsvColumns, teamTransactionsFilter } from '@sdk/rules/team-reports';
import { kindName, recordsErrorText } from '@widgets/ui/records/record-format';
import { downloadBlob } from '@widgets/ui/records/download';

type ExportState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; rows: number }
  | { status: 'failed'; message: string };

/**
 * Exports every team movement of the filter (not only the page on screen) as a CSV file named
 * after the range, and says how it went in a live status line.
 */
export function TeamExportButton(props: { filter: RecordsFilter; username: string; total: number }) {
  const croupier = useCroupier();
  const t = useT();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  // A new filter is a new file: what was said of the last one no longer applies.
  useEffect(() => setState({ status: 'idle' }), [props.filter, props.username]);

  async function exportCsv() {
    if (state.status === 'busy') return;
    if (!canExport(props.total)) {
      setState({ status: 'failed', message: t('records.account.exportLimit', { limit: EXPORT_MAX_ROWS }) });
      return;
    }
    setState({ status: 'busy' });
    try {
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
        teamTransactionsFilter(props.filter, props.username),
        columns,
      );
      downloadBlob(
        file.blob,
        t('agentTeam.transactions.fileName', { from: props.filter.from, to: props.filter.to }),
      );
      setState({ status: 'done', rows: file.rows });
    } catch (error) {
      setState({ status: 'failed', message: recordsErrorText(t, error) });
    }
  }

  const busy = state.status === 'busy';
  return (
    <div className="cr-records__export">
      <button
        type="button"
        className="cr-btn cr-btn--ghost cr-btn--sm"
        aria-disabled={busy}
        onClick={() => void exportCsv()}
      >
        {busy ? <span className="cr-spinner" aria-hidden="true" /> : <Icon path={icons.download} />}
        {t(busy ? 'records.account.exporting' : 'records.account.export')}
      </button>
      <p className={`cr-records__export-status${state.status === 'failed' ? ' is-error' : ''}`} role="status">
        {state.status === 'done' && t('records.account.exported', { count: state.rows })}
        {state.status === 'failed' && state.message}
      </p>
    </div>
  );
}
