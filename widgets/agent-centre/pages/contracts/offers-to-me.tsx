import { useId } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { endedByAccepting, rateText } from '@sdk/rules/contract-view';
import type { Contract, ContractKind } from '@sdk/contract/entities/agent';
import { ConfirmAction } from './confirm-action';
import { TiersTable } from './tiers-table';

/**
 * Offers from my upline waiting for my answer. Accepting asks first and says what it ends
 * (SPEC §4: my contracts of this kind given at a higher rate, and the one I hold now).
 */
export function OffersToMe(props: {
  kind: ContractKind;
  offers: readonly Contract[];
  list: readonly Contract[];
  onDone: (message: string) => void;
}) {
  const croupier = useCroupier();
  const t = useT();
  const locale = croupier.i18n.language;
  const headingId = useId();
  return (
    <section className="cr-centre__card" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('agentContracts.offers.title')}</h4>
      {props.offers.length === 0 ? (
        <p className="cr-contracts__empty">{t('agentContracts.offers.empty')}</p>
      ) : (
        <ul className="cr-contracts__offers">
          {props.offers.map((offer) => {
            const ends = endedByAccepting(offer, props.list);
            const rate = rateText(offer.rate, locale);
            return (
              <li key={offer.contractId} className="cr-contracts__offer">
                <p className="cr-contracts__offer-head">
                  <strong>{t('agentContracts.offers.from', { upline: offer.upline })}</strong>
                  <span>
                    {t('agentContracts.offers.period')}: {t(`agentContracts.periods.${offer.period}`)}
                  </span>
                  <span>
                    {t('agentContracts.offers.topRate')}: {rate}
                  </span>
                </p>
                <TiersTable tiers={offer.tiers} caption={t('agentContracts.tiers.caption')} />
                <div className="cr-contracts__buttons">
                  <ConfirmAction
                    label={t('agentContracts.offers.accept')}
                    tone="primary"
                    title={t('agentContracts.offers.acceptTitle')}
                    message={
                      <>
                        {t('agentContracts.offers.acceptWarning', { rate })}
                        <span className="cr-contracts__ends">
                          {ends.length === 0
                            ? t('agentContracts.offers.acceptEndsNone')
                            : t('agentContracts.offers.acceptEnds')}
                        </span>
                        {ends.map(({ contract, reason }) => (
                          <span key={contract.contractId} className="cr-contracts__ends-item">
                            {t('agentContracts.offers.endsItem', {
                              who:
                                reason === 'replaced'
                                  ? t('agentContracts.offers.myCurrent')
                                  : contract.downline,
                              rate: rateText(contract.rate, locale),
                              reason: t(`agentContracts.endReasons.${reason}`),
                            })}
                          </span>
                        ))}
                      </>
                    }
                    run={() => croupier.agent.acceptContract(props.kind, offer.contractId)}
                    onDone={() => props.onDone(t('agentContracts.offers.accepted'))}
                  />
                  <ConfirmAction
                    label={t('agentContracts.offers.reject')}
                    title={t('agentContracts.offers.rejectTitle')}
                    message={t('agentContracts.offers.rejectMessage', { upline: offer.upline })}
                    run={() => croupier.agent.rejectContract(props.kind, offer.contractId)}
                    onDone={() => props.onDone(t('agentContracts.offers.rejected'))}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
