import { FLAGS, isFlagOn, type FlagSet } from './whitelabel';

/**
 * What a player may do with a number the provider proved but no account uses (a provider login
 * answered `bind_customer_required`), in the order the dialog offers them, as the platform's page
 * does (C 6636–6690): register a new account with it only while the brand's FIREBASECREATEACC3 is
 * on, and always log in with an existing account instead.
 *
 * @example
 * rules.unboundNumberChoices({ FIREBASECREATEACC3: true }); // ['register', 'existing']
 * rules.unboundNumberChoices({}); // ['existing']
 */
export function unboundNumberChoices(flags: FlagSet): readonly UnboundNumberChoice[] {
  return isFlagOn(flags, FLAGS.phoneCreateAccount) ? ['register', 'existing'] : ['existing'];
}

/**
 * A choice of `unboundNumberChoices`.
 *
 * @example
 * const choice: rules.UnboundNumberChoice = 'register';
 */
export type UnboundNumberChoice = 'register' | 'existing';

/**
 * Whether a refusal of a provider login means "no account uses this number": the one refusal the
 * platform's page answers with a choice instead of a message (it silences the code, C 2418).
 *
 * @example
 * rules.isUnboundNumber({ code: 'bind_customer_required' }); // true
 */
export const isUnboundNumber = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'bind_customer_required';
