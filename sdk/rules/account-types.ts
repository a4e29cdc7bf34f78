/**
 * SPEC §4: account type 4 is a trial (demo) account.
 *
 * @example
 * rules.isTrialAccount(rules.TRIAL_ACCOUNT_TYPE); // true
 */
export const TRIAL_ACCOUNT_TYPE = 4;

/**
 * SPEC §5, §9: account types allowed into the agent centre, unless the brand lists others.
 *
 * @example
 * rules.isAgentAccount(accountType, brandAgentTypes ?? rules.DEFAULT_AGENT_TYPES);
 */
export const DEFAULT_AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/**
 * Whether an account type is the trial (free demo) type.
 *
 * @example
 * rules.isTrialAccount(croupier.state.accountType.value); // true in a free-demo session
 */
export const isTrialAccount = (type: number | undefined) => type === TRIAL_ACCOUNT_TYPE;

/**
 * Whether an account type is an agent. SPEC reads two ways on type 4 (the brand's agent-type list
 * may include it, while type 4 is also the trial type); the trial rule wins, so a trial account is
 * never an agent whatever the brand lists.
 *
 * @example
 * rules.isAgentAccount(1, [1, 2]); // true
 */
export function isAgentAccount(
  type: number | undefined,
  agentTypes: readonly number[] = DEFAULT_AGENT_TYPES,
): boolean {
  return type !== undefined && !isTrialAccount(type) && agentTypes.includes(type);
}

/**
 * What stands between a visitor and a protected action.
 *
 * @example
 * const decision: rules.AccessDecision = croupier.access.decide('member');
 * if (decision === 'trial') croupier.modals.open('trialWarning');
 */
export type AccessDecision =
  | 'allowed'
  /** No session: open the login popup and block the action. */
  | 'login'
  /** Trial account: warn 'in_need_true_account' and block. */
  | 'trial'
  /** Logged in, but not an agent. */
  | 'not-agent';

/**
 * Who is looking: whether there is a session and the account type, all the access rules need.
 *
 * @example
 * const viewer: rules.Viewer = { hasToken: croupier.state.isLoggedIn.value, accountType: croupier.state.accountType.value };
 * rules.protectedAction(viewer);
 */
export interface Viewer {
  readonly hasToken: boolean;
  readonly accountType?: number;
}

/**
 * SPEC §4: protected actions need a session and a real (non-trial) account.
 *
 * @example
 * rules.protectedAction({ hasToken: false }); // 'login'
 * rules.protectedAction({ hasToken: true, accountType: 4 }); // 'trial'
 */
export function protectedAction(viewer: Viewer): AccessDecision {
  if (!viewer.hasToken) return 'login';
  if (isTrialAccount(viewer.accountType)) return 'trial';
  return 'allowed';
}

/**
 * SPEC §5: the member centre needs a token and an account type other than 4.
 *
 * @example
 * rules.memberCentreAccess({ hasToken: true, accountType: 4 }); // 'trial'
 */
export const memberCentreAccess = protectedAction;

/**
 * SPEC §5, §6: the agent centre is for agent types only; trial accounts get the trial warning.
 *
 * @example
 * rules.agentCentreAccess({ hasToken: true, accountType: 0 }); // 'not-agent'
 * rules.agentCentreAccess({ hasToken: true, accountType: 1 }); // 'allowed'
 */
export function agentCentreAccess(
  viewer: Viewer,
  agentTypes: readonly number[] = DEFAULT_AGENT_TYPES,
): AccessDecision {
  const base = protectedAction(viewer);
  if (base !== 'allowed') return base;
  return isAgentAccount(viewer.accountType, agentTypes) ? 'allowed' : 'not-agent';
}
