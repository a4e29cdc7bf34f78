import { useCroupier, useT } from '../ui/croupier-context';
import type { AccessDecision } from '@sdk/rules/account-types';

/**
 * What a guest, a trial account or a member sees in place of the agent centre (SPEC §5, §8): the
 * reason, and for a guest or a trial account the one step that could let them in.
 */
export function AgentGate(props: { decision: AccessDecision }) {
  const croupier = useCroupier();
  const t = useT();
  if (props.decision === 'not-agent')
    return (
      <div className="cr-centre__gate" role="status">
        <p>{t('errors.error_not_agent')}</p>
      </div>
    );
  const trial = props.decision === 'trial';
  return (
    <div className="cr-centre__gate" role="status">
      <p>{t(trial ? 'errors.in_need_true_account' : 'agentCentre.loginFirst')}</p>
      <button
        type="button"
        className="cr-btn cr-btn--primary"
        onClick={() => croupier.modals.open(trial ? 'register' : 'login')}
      >
        {t(trial ? 'memberCentre.register' : 'memberCentre.login')}
      </button>
    </div>
  );
}
