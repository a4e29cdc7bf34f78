/**
 * A node of the brand's feature tree.
 *
 * @example
 * const tree: rules.FeatureNode[] = [{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }];
 * rules.flagsFromTree(tree); // { FREEPLAY3: true }
 */
export interface FeatureNode {
  readonly modId: string;
  readonly enabled: boolean;
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
 * Flattens the tree: a flag is on only when it and every ancestor are enabled.
 *
 * @example
 * const tree = [{ modId: 'FREEPLAY3', enabled: false, childrenNodes: [{ modId: 'X', enabled: true, childrenNodes: [] }] }];
 * rules.flagsFromTree(tree); // { FREEPLAY3: false, X: false }: a child is off under an off parent
 */
export function flagsFromTree(
  nodes: readonly FeatureNode[],
  parentOn = true,
  into: Record<string, boolean> = {},
): FlagSet {
  for (const node of nodes) {
    const on = parentOn && node.enabled;
    into[node.modId] = on;
    flagsFromTree(node.childrenNodes, on, into);
  }
  return into;
}

/**
 * Unknown flags are off.
 *
 * @example
 * rules.isFlagOn({ FREEPLAY3: true }, rules.FLAGS.freePlay); // true
 */
export const isFlagOn = (flags: FlagSet, id: string) => flags[id] === true;
