import { useCroupier } from '@widgets/ui/croupier-context';
import { dateFormats } from '@sdk/rules/dates';

/**
 * A settled period, GMT+8: its start over its end, so a table column stays narrow; the end's date
 * is left out when it is the start's.
 */
export function PeriodText(props: { start: number; end: number }) {
  const croupier = useCroupier();
  const { date, time } = dateFormats(croupier.i18n.language);
  const sameDay = date.format(props.start) === date.format(props.end);
  return (
    <span className="cr-contracts__period">
      <time dateTime={new Date(props.start).toISOString()}>
        {date.format(props.start)} {time.format(props.start)}
      </time>
      <small>
        –{' '}
        <time dateTime={new Date(props.end).toISOString()}>
          {sameDay ? time.format(props.end) : `${date.format(props.end)} ${time.format(props.end)}`}
        </time>
      </small>
    </span>
  );
}
