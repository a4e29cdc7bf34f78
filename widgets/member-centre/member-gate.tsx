import { useCroupier, useT } from '../ui/croupier-context';
import type { AccessDecision } from '@sdk/rules/account-types';

/**
 * What a guest or a trial account sees in place of the personal centre (SPEC §4–§6): the reason,
 * and the one step that lets them in.
 */
export function MemberGate(props: { decision: AccessDecision }) {
  const croupier = useCroupier();
  const t = useT();
  const trial = props.decision === 'trial';
  return (
    <div className="cr-centre__gate" role="status">
      <p>{t(trial ? 'errors.in_need_true_account' : 'memberCentre.loginFirst')}</p>
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
