import { useId } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { moneyText } from '@sdk/rules/money';
import { rateText } from '@sdk/rules/contract-view';
import type { Contract } from '@sdk/contract/entities/agent';
import { dateFormats } from '@sdk/rules/dates';
import { TiersTable } from './tiers-table';

/** The contract I hold from my upline: its terms, what it paid me and what it still owes. */
export function CurrentContract(props: { contract: Contract | undefined }) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const contract = props.contract;
  const headingId = useId();
  return (
    <section className="cr-centre__card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('agentContracts.current.title')}</h4>
      {!contract ? (
        <p className="cr-contracts__empty">{t('agentContracts.current.none')}</p>
      ) : (
        <div className="cr-contracts__current">
          <dl className="cr-contracts__facts">
            <div>
              <dt>{t('agentContracts.current.upline')}</dt>
              <dd>{contract.upline}</dd>
            </div>
            <div>
              <dt>{t('agentContracts.current.period')}</dt>
              <dd>{t(`agentContracts.periods.${contract.period}`)}</dd>
            </div>
            <div>
              <dt>{t('agentContracts.current.rate')}</dt>
              <dd>{rateText(contract.rate, locale)}</dd>
            </div>
            <div>
              <dt>{t('agentContracts.current.paid')}</dt>
              <dd className="cr-contracts__money">{moneyText(contract.paid, locale)}</dd>
            </div>
            <div>
              <dt>{t('agentContracts.current.owed')}</dt>
              <dd className="cr-contracts__money">{moneyText(contract.owed, locale)}</dd>
            </div>
            {contract.decidedAt !== null && (
              <div>
                <dt>{t('agentContracts.current.since')}</dt>
                <dd>{dateFormats(locale).dateTime.format(contract.decidedAt)}</dd>
              </div>
            )}
          </dl>
          <TiersTable tiers={contract.tiers} caption={t('agentContracts.tiers.caption')} />
        </div>
      )}
    </section>
  );
}
