import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TableScroll } from '@widgets/ui/table-scroll';
import { SignedAmount, When } from '@widgets/ui/records/record-parts';
import { dateFormats } from '@sdk/rules/dates';
import { moneyText } from '@sdk/rules/money';
import { payoutExplanation, payoutsNewestFirst, rateText } from '@sdk/rules/contract-view';
import type { AgentIncome } from '@sdk/contract/entities/agent';
import { PeriodText } from '../contracts/period-text';

/**
 * Every payout of the range: when it settled, which contract, with whom, its period, the figure,
 * the rate, the amount (received: plus; paid: minus), and the computation in words.
 */
export function IncomeTable(props: { list: AgentIncome['list'] }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const time = dateFormats(locale);
  const k = 'agentContracts.income.';
  return (
    <>
      <p className="cr-records__count">{t(k + 'count', { count: props.list.length })}</p>
      <TableScroll label={t(k + 'caption')}>
        <table className="cr-table cr-records__table">
          <caption className="cr-visually-hidden">{t(k + 'caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t(k + 'date')}</th>
              <th scope="col">{t(k + 'kind')}</th>
              <th scope="col">{t(k + 'counterparty')}</th>
              <th scope="col">{t(k + 'period')}</th>
              <th scope="col" className="cr-table__number">
                {t(k + 'figure')}
              </th>
              <th scope="col" className="cr-table__number">
                {t(k + 'rate')}
              </th>
              <th scope="col" className="cr-table__number">
                {t(k + 'amount')}
              </th>
              <th scope="col">{t(k + 'computed')}</th>
            </tr>
          </thead>
          <tbody>
            {payoutsNewestFirst(props.list).map((p) => {
              const explained = payoutExplanation(p, locale);
              return (
                <tr key={`${p.payoutId}-${p.direction}`} data-payout={p.payoutId}>
                  <td>
                    <When at={p.settledAt} format={time} />
                  </td>
                  <td>{t(`agentContracts.kinds.${p.kind}`)}</td>
                  <td>
                    <span className="cr-contracts__who">
                      {t(`agentContracts.direction.${p.direction}`)}{' '}
                      <small>{p.direction === 'received' ? p.upline : p.downline}</small>
                    </span>
                  </td>
                  <td>
                    <PeriodText start={p.periodStart} end={p.periodEnd} />
                  </td>
                  <td className="cr-table__number">
                    <span className="cr-contracts__who">
                      {moneyText(p.figure, locale)} <small>{t(`agentContracts.basis.${p.basis}`)}</small>
                    </span>
                  </td>
                  <td className="cr-table__number">{rateText(p.rate, locale)}</td>
                  <td className="cr-table__number">
                    <SignedAmount
                      amount={p.direction === 'received' ? p.amount : -p.amount}
                      locale={locale}
                    />
                  </td>
                  <td className="cr-contracts__computed">{t(explained.key, explained.values)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
