import { agentCentreAccess, protectedAction, type AccessDecision } from '../rules/account-types';
import type { Core } from './core';
import type { ModalActions } from './modals';

/**
 * What an action needs: a session (`protected`), a real, non-trial account (`member`) or an agent.
 *
 * @example
 * const gate: Gate = 'member';
 * if (croupier.access.require(gate, 'deposit')) croupier.modals.open('personalCentre');
 */
export type Gate = 'protected' | 'member' | 'agent';

/**
 * Applies SPEC §4–§6 access rules at the moment of a click: without a session the login popup
 * opens, a trial account gets the 'in_need_true_account' warning, a non-agent is told so.
 * Returns whether the action may go on.
 */
export function accessActions({ state, events }: Core, modals: ModalActions) {
  return {
    /**
     * What a click behind this gate would meet now (`allowed`, `login`, `trial`, `not-agent`), without acting
     * on it.
     *
     * @example
     * const showAgentLink = croupier.access.decide('agent') === 'allowed';
     */
    decide(gate: Gate): AccessDecision {
      const viewer = { hasToken: state.isLoggedIn.value, accountType: state.accountType.value };
      return gate === 'agent'
        ? agentCentreAccess(viewer, state.brand.value?.agentTypes)
        : protectedAction(viewer);
    },
    /**
     * Lets the action go on, or opens what stops it (the login popup, the trial warning, the not-agent
     * message); `reason` goes with `login:required`.
     *
     * @example
     * if (croupier.access.require('member', 'deposit')) {
     *   croupier.modals.open('personalCentre', { page: 'depositv2' });
     * }
     */
    require(gate: Gate, reason: string): boolean {
      const decision = this.decide(gate);
      if (decision === 'login') {
        events.emit('login:required', { reason });
        modals.open('login');
      } else if (decision === 'trial') {
        modals.open('trialWarning');
      } else if (decision === 'not-agent') {
        modals.open('message', { messageKey: 'errors.error_not_agent' });
      }
      return decision === 'allowed';
    },
  };
}
