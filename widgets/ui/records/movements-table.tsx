import { useCroupier, useT } from '../croupier-context';
import { TableScroll } from '../table-scroll';
import { moneyText } from '@sdk/rules/money';
import type { AccountRecord } from '@sdk/contract/entities/records';
import { dateFormats } from '@sdk/rules/dates';
import { kindName } from './record-format';
import { SignedAmount, When } from './record-parts';

/** A wallet movement as a movements table shows it; `username` when the movements are a team's. */
export type MovementRow = Pick<
  AccountRecord,
  'id' | 'at' | 'kind' | 'amount' | 'balanceAfter' | 'reference'
> & {
  readonly username?: string;
};

/**
 * Wallet movements as a table: time, (whose, for a team), kind, signed amount, balance after and
 * reference. The member's account records and the agent's team transactions show the same rows.
 */
export function MovementsTable(props: {
  caption: string;
  movements: readonly MovementRow[];
  /** The heading of the player column; no column without it. */
  playerHeading?: string;
}) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const time = dateFormats(locale);
  return (
    <TableScroll label={props.caption}>
      <table className="cr-table cr-records__table">
        <caption className="cr-visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.time')}</th>
            {props.playerHeading && <th scope="col">{props.playerHeading}</th>}
            <th scope="col">{t('records.account.kind')}</th>
            <th scope="col" className="cr-table__number">
              {t('records.account.amount')}
            </th>
            <th scope="col" className="cr-table__number">
              {t('records.account.balanceAfter')}
            </th>
            <th scope="col">{t('records.account.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {props.movements.map((movement) => (
            <tr key={movement.id}>
              <td>
                <When at={movement.at} format={time} />
              </td>
              {props.playerHeading && <td>{movement.username}</td>}
              <td>{kindName(t, movement.kind)}</td>
              <td className="cr-table__number">
                <SignedAmount amount={movement.amount} locale={locale} />
              </td>
              <td className="cr-table__number">{moneyText(movement.balanceAfter, locale)}</td>
              <td className="cr-table__code">{movement.reference ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
