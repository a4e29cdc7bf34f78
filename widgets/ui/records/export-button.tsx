import { useEffect, useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { EXPORT_MAX_ROWS, canExport } from '@sdk/rules/records';
import { recordsErrorText } from './record-format';
import { downloadBlob } from './download';

type ExportState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; rows: number }
  | { status: 'failed'; message: string };

/** A CSV file of records, named for the download. */
export interface NamedExport {
  readonly blob: Blob;
  readonly rows: number;
  readonly name: string;
}

/**
 * Exports every record of a filter (not only the page on screen) as a CSV file, in both centres,
 * and says how it went in a live status line. Past the export's row limit it says so and reads
 * nothing.
 */
export function ExportButton(props: {
  /** Rows the filter matches. */
  total: number;
  /** The filter: when it changes, what was said of the last file no longer applies. */
  filterKey: readonly unknown[];
  /** Reads the filter's rows into a file. */
  makeFile: () => Promise<NamedExport>;
}) {
  const t = useT();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setState({ status: 'idle' }), props.filterKey);

  async function exportCsv() {
    if (state.status === 'busy') return;
    if (!canExport(props.total)) {
      setState({ status: 'failed', message: t('records.account.exportLimit', { limit: EXPORT_MAX_ROWS }) });
      return;
    }
    setState({ status: 'busy' });
    try {
      const file = await props.makeFile();
      downloadBlob(file.blob, file.name);
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
