import { useId } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TableScroll } from '@widgets/ui/table-scroll';
import { moneyText } from '@sdk/rules/money';
import { payoutDirection, payoutsNewestFirst, rateText } from '@sdk/rules/contract-view';
import type { ContractPayout } from '@sdk/contract/entities/agent';
import { PayoutStatusChip } from './status-chip';
import { PeriodText } from './period-text';

/**
 * The periods settled under this kind's contracts, mine and those I gave: the figure the rate
 * applied to (team turnover or team loss), the rate, the amount, whether it was paid, and which
 * way it went.
 */
export function PayoutHistory(props: { payouts: readonly ContractPayout[]; me: string }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const k = 'agentContracts.history.';
  const headingId = useId();
  return (
    <section className="cr-centre__card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t(k + 'title')}</h4>
      {props.payouts.length === 0 ? (
        <p className="cr-contracts__empty">{t(k + 'empty')}</p>
      ) : (
        <TableScroll label={t(k + 'caption')}>
          <table className="cr-table cr-records__table">
            <caption className="cr-visually-hidden">{t(k + 'caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t(k + 'period')}</th>
                <th scope="col">{t(k + 'counterparty')}</th>
                <th scope="col" className="cr-table__number">
                  {t(k + 'figure')}
                </th>
                <th scope="col" className="cr-table__number">
                  {t(k + 'rate')}
                </th>
                <th scope="col" className="cr-table__number">
                  {t(k + 'amount')}
                </th>
                <th scope="col">{t(k + 'status')}</th>
              </tr>
            </thead>
            <tbody>
              {payoutsNewestFirst(props.payouts).map((p) => {
                const direction = payoutDirection(p, props.me);
                return (
                  <tr key={p.payoutId} data-payout={p.payoutId}>
                    <td>
                      <PeriodText start={p.periodStart} end={p.periodEnd} />
                    </td>
                    <td>
                      <span className="cr-contracts__who">
                        {t(`agentContracts.direction.${direction}`)}{' '}
                        <small>{direction === 'received' ? p.upline : p.downline}</small>
                      </span>
                    </td>
                    <td className="cr-table__number">
                      <span className="cr-contracts__who">
                        {moneyText(p.figure, locale)} <small>{t(`agentContracts.basis.${p.basis}`)}</small>
                      </span>
                    </td>
                    <td className="cr-table__number">{rateText(p.rate, locale)}</td>
                    <td className="cr-table__number">{moneyText(p.amount, locale)}</td>
                    <td>
                      <PayoutStatusChip status={p.status} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
