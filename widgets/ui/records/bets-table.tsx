import { useCroupier, useT } from '../croupier-context';
import { useSignal } from '../use-signal';
import { TableScroll } from '../table-scroll';
import { moneyText } from '@sdk/rules/money';
import { vendorName } from '@sdk/rules/records';
import type { BetRecord } from '@sdk/contract/entities/records';
import { dateFormats } from '@sdk/rules/dates';
import { SignedAmount, When } from './record-parts';

/** A round as a bets table shows it; `username` when the rounds are a team's. */
export type BetRow = Pick<
  BetRecord,
  | 'roundId'
  | 'gameName'
  | 'vendor'
  | 'category'
  | 'stake'
  | 'validBet'
  | 'payout'
  | 'winLoss'
  | 'status'
  | 'placedAt'
> & { readonly username?: string };

/**
 * Rounds as a table: time, (whose, for a team), game with its category, vendor and round, stake,
 * valid bet, payout, and the win or loss, or the status of a round that has none yet. The member's
 * betting record and the agent's team betting show the same rows.
 */
export function BetsTable(props: {
  caption: string;
  bets: readonly BetRow[];
  /** The heading of the player column; no column without it. */
  playerHeading?: string;
  className?: string;
}) {
  const croupier = useCroupier();
  const t = useT();
  const lanes = useSignal(croupier.state.vendorLanes) ?? [];
  const locale = croupier.i18n.language;
  const time = dateFormats(locale);
  const number = 'cr-table__number';
  return (
    <TableScroll label={props.caption}>
      <table className={`cr-table cr-records__table${props.className ? ` ${props.className}` : ''}`}>
        <caption className="cr-visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.time')}</th>
            {props.playerHeading && <th scope="col">{props.playerHeading}</th>}
            <th scope="col">{t('records.bets.game')}</th>
            <th scope="col" className={number}>
              {t('records.bets.stake')}
            </th>
            <th scope="col" className={number}>
              {t('records.bets.validBet')}
            </th>
            <th scope="col" className={number}>
              {t('records.bets.payout')}
            </th>
            <th scope="col" className={number}>
              {t('records.bets.winLoss')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.bets.map((bet) => (
            <tr key={bet.roundId}>
              <td>
                <When at={bet.placedAt} format={time} />
              </td>
              {props.playerHeading && <td>{bet.username}</td>}
              <td className="cr-records__game">
                <span>{bet.gameName}</span>
                <small>
                  {t('records.bets.gameDetail', {
                    category: t(`records.categories.${bet.category}`),
                    vendor: vendorName(lanes, bet.vendor),
                    round: bet.roundId,
                  })}
                </small>
              </td>
              <td className={number}>{moneyText(bet.stake, locale)}</td>
              <td className={number}>{moneyText(bet.validBet, locale)}</td>
              <td className={number}>{moneyText(bet.payout, locale)}</td>
              <td className={number}>
                {/* A refunded or open round has no win or loss yet: its status says why. */}
                {bet.status === 'settled' ? (
                  <SignedAmount amount={bet.winLoss} locale={locale} />
                ) : (
                  <span className={`cr-status cr-records__status--${bet.status}`}>
                    {t(`records.bets.statuses.${bet.status}`)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
