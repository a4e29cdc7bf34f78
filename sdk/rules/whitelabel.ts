/**
 * A node of the brand's feature tree, as the platform sends it: `enabled` is "1" or "0".
 *
 * @example
 * const tree: rules.FeatureNode = { modId: 'WHITELABEL', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] }] };
 * rules.flagsFromTree(tree); // { WHITELABEL: true, FREEPLAY3: true }
 */
export interface FeatureNode {
  readonly modId: string;
  readonly enabled: '1' | '0';
  readonly childrenNodes: readonly FeatureNode[];
}

/**
 * Whitelabel flags the portal reads (SPEC §6).
 *
 * @example
 * const freePlay = croupier.state.flag(rules.FLAGS.freePlay);
 */
export const FLAGS = {
  agentPolicy: 'AGENTPOLICY3',
  manualRebate: 'MANPLAYREB3',
  directRegister: 'DIRECTREG3',
  mobileRegister: 'MOBILENUMREG3',
  registerMobileVerification: 'REGMOBVERF3',
  mobileRegisterPassword: 'MOBILENUMPASSREG3',
  usernameRegister: 'USERNAMEREG3',
  freePlay: 'FREEPLAY3',
  passwordExpiryForceChange: 'PWDEXPFORCECHANGE3',
  mobileCodeLogin: 'MOBILEVERCODELOGIN3',
  changePasswordVerification: 'CHNGPASSVERIF3',
  /** A provider login of a number no account uses may register it (registerAuto). */
  phoneCreateAccount: 'FIREBASECREATEACC3',
} as const;

/**
 * The id of a white-label flag the portal reads (a value of `FLAGS`).
 *
 * @example
 * const id: rules.FlagId = rules.FLAGS.mobileCodeLogin;
 * croupier.state.flag(id);
 */
export type FlagId = (typeof FLAGS)[keyof typeof FLAGS];
/**
 * The brand's flags, flattened: flag id to whether it is on.
 *
 * @example
 * const flags: rules.FlagSet = croupier.state.flags.value;
 * rules.registerTabs(flags);
 */
export type FlagSet = Readonly<Record<string, boolean>>;

/**
 * Flattens the tree as the platform's own page does: every node's flag is its own `enabled`,
 * whatever its parent says (a parent is a menu group, not a switch over its children).
 *
 * @example
 * const tree = { modId: 'LOGIN', enabled: '0', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] }] };
 * rules.flagsFromTree(tree); // { LOGIN: false, FREEPLAY3: true }
 */
export function flagsFromTree(node: FeatureNode, into: Record<string, boolean> = {}): FlagSet {
  into[node.modId] = node.enabled === '1';
  for (const child of node.childrenNodes ?? []) flagsFromTree(child, into);
  return into;
}

/**
 * Unknown flags are off.
 *
 * @example
 * rules.isFlagOn({ FREEPLAY3: true }, rules.FLAGS.freePlay); // true
 */
export const isFlagOn = (flags: FlagSet, id: string) => flags[id] === true;
