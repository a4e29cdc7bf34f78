import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { useSignal } from '@widgets/ui/use-signal';
import { useStyles } from '@widgets/ui/styles';
import { useKept } from '@widgets/ui/records/record-parts';
import { contractGroups } from '@sdk/rules/contract-view';
import type { ContractKind } from '@sdk/contract/entities/agent';
import type { AgentPageProps } from '../page-props';
import { OffersToMe } from './offers-to-me';
import { CurrentContract } from './current-contract';
import { OfferedContracts } from './offered-contracts';
import { OfferForm } from './offer-form';
import { PayoutHistory } from './payout-history';
import tablesCss from '@widgets/ui/records/records-tables.css?inline';
import filtersCss from '@widgets/ui/records/records-filters.css?inline';
import css from './contracts.css?inline';

/**
 * SPEC §2 dividend, daily, hourly and real-time salary; §4 Contracts. One page per kind: the
 * offers waiting for my answer, the contract I hold, the ones I offered my sub-agents, a form to
 * offer one, and the periods paid. Every answer reloads the list, so what shows is the platform's.
 */
export function ContractsPage(props: { kind: ContractKind; openPage: AgentPageProps['openPage'] }) {
  useStyles('cr-records-tables', tablesCss);
  useStyles('cr-records-filters', filtersCss);
  useStyles('cr-contracts', css);
  const croupier = useCroupier();
  const t = useT();
  const session = useSignal(croupier.state.session);
  const me = session?.account ?? '';
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string>();
  const load = useAsync(() => croupier.agent.contracts(props.kind), [croupier, props.kind, attempt]);
  const { state, value, stale } = useKept(load);
  const groups = contractGroups(value?.list ?? [], me);

  /** After any answer: say what happened, and show the platform's list again. */
  const done = (message: string) => {
    setNotice(message);
    setAttempt((n) => n + 1);
  };

  return (
    <div className="cr-records cr-contracts">
      <p className="cr-contracts__intro">{t(`agentContracts.intro.${props.kind}`)}</p>
      <p className="cr-contracts__notice" role="status">
        {notice}
      </p>
      <AsyncStates state={state} className="cr-centre__state">
        {value && (
          <div className={`cr-contracts__sections${stale ? ' is-stale' : ''}`} aria-busy={stale}>
            <OffersToMe kind={props.kind} offers={groups.offersToMe} list={value.list} onDone={done} />
            <CurrentContract contract={groups.current} />
            <OfferedContracts kind={props.kind} contracts={groups.offeredByMe} onDone={done} />
            <OfferForm kind={props.kind} openPage={props.openPage} onSent={() => done('')} />
            <PayoutHistory payouts={value.payouts} me={me} />
          </div>
        )}
      </AsyncStates>
    </div>
  );
}
