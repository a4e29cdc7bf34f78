import { useId } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { TableScroll } from '@widgets/ui/table-scroll';
import { moneyText } from '@sdk/rules/money';
import { uplineActions } from '@sdk/rules/contract-view';
import type { Contract, ContractKind } from '@sdk/contract/entities/agent';
import { ConfirmAction } from './confirm-action';
import { ContractStatusChip } from './status-chip';
import { TiersLine } from './tiers-table';

/**
 * The contracts I offered my sub-agents, with what I may still do to each: withdraw an offer,
 * end a running contract, pay what one owes from my wallet. Each asks first.
 */
export function OfferedContracts(props: {
  kind: ContractKind;
  contracts: readonly Contract[];
  onDone: (message: string) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const headingId = useId();
  const k = 'agentContracts.offered.';

  const actionFor = (c: Contract, action: 'cancel' | 'terminate' | 'returnBalance') => {
    const values = { downline: c.downline, amount: moneyText(c.owed, locale) };
    const label = t(k + action);
    const common = { label, name: `${label} — ${c.downline}` };
    switch (action) {
      case 'cancel':
        return (
          <ConfirmAction
            key={action}
            {...common}
            title={t(k + 'cancelTitle')}
            message={t(k + 'cancelMessage', values)}
            run={() => croupier.agent.cancelContract(props.kind, c.contractId)}
            onDone={() => props.onDone(t(k + 'cancelled'))}
          />
        );
      case 'terminate':
        return (
          <ConfirmAction
            key={action}
            {...common}
            tone="danger"
            title={t(k + 'terminateTitle')}
            message={t(k + 'terminateMessage', values)}
            run={() => croupier.agent.terminateContract(props.kind, c.contractId)}
            onDone={() => props.onDone(t(k + 'terminated'))}
          />
        );
      case 'returnBalance':
        return (
          <ConfirmAction
            key={action}
            {...common}
            tone="primary"
            title={t(k + 'returnTitle')}
            message={t(k + 'returnMessage', values)}
            run={() => croupier.agent.returnBalance(props.kind, c.contractId)}
            onDone={() => props.onDone(t(k + 'returned'))}
          />
        );
    }
  };

  return (
    <section className="cr-centre__card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t(k + 'title')}</h4>
      {props.contracts.length === 0 ? (
        <p className="cr-contracts__empty">{t(k + 'empty')}</p>
      ) : (
        <TableScroll label={t(k + 'caption')}>
          <table className="cr-table cr-records__table">
            <caption className="cr-visually-hidden">{t(k + 'caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t(k + 'downline')}</th>
                <th scope="col">{t(k + 'tiers')}</th>
                <th scope="col">{t(k + 'status')}</th>
                <th scope="col" className="cr-table__number">
                  {t(k + 'paid')}
                </th>
                <th scope="col" className="cr-table__number">
                  {t(k + 'owed')}
                </th>
                <th scope="col">{t(k + 'actions')}</th>
              </tr>
            </thead>
            <tbody>
              {props.contracts.map((c) => (
                <tr key={c.contractId} data-contract={c.contractId}>
                  <th scope="row">{c.downline}</th>
                  <td>
                    <TiersLine tiers={c.tiers} />
                  </td>
                  <td>
                    <ContractStatusChip contract={c} />
                  </td>
                  <td className="cr-table__number">{moneyText(c.paid, locale)}</td>
                  <td className="cr-table__number">{moneyText(c.owed, locale)}</td>
                  <td>
                    <span className="cr-contracts__buttons">
                      {uplineActions(c).map((action) => actionFor(c, action))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
