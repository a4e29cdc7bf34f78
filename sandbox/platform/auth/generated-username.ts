import { randomInt } from 'node:crypto';
import { checkAgainstRule } from '@sdk/contract/field-rule';
import type { FieldRule } from '@sdk/contract';

/** Readable, so the member recognises it as their own name, and a letter first, as the rules ask. */
export const GENERATED_PREFIX = 'player';
/** 8 digits: 10^8 names, so a collision (retried) is rare even with millions of members. */
const DIGITS = 8;

type UsernameRule = Pick<FieldRule, 'enabled' | 'required' | 'acceptedPattern' | 'minLength' | 'maxLength'>;

/**
 * A username for a member who registered by phone alone (registerAuto): `player` and random
 * digits, 14 characters, which the seeded rule (a letter, then letters and digits, 6–16) takes.
 * A brand whose rule asks for fewer or more characters gets as many digits as fit its range; the
 * name is checked against the rule, so a brand rule it cannot meet answers undefined (the caller
 * refuses) rather than an account nobody could have typed.
 *
 * @example
 * generatedUsername({ enabled: true, required: true, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', minLength: 6, maxLength: 16 });
 * // 'player40715382'
 */
export function generatedUsername(
  rule: UsernameRule | undefined,
  digit: () => number = () => randomInt(10),
): string | undefined {
  const wanted = GENERATED_PREFIX.length + DIGITS;
  const length = rule?.enabled
    ? Math.max(rule.minLength, Math.min(wanted, rule.maxLength > 0 ? rule.maxLength : wanted))
    : wanted;
  const digits = Math.max(0, length - GENERATED_PREFIX.length);
  const name = GENERATED_PREFIX + Array.from({ length: digits }, digit).join('');
  if (rule?.enabled && checkAgainstRule(rule, name, true) !== 'ok') return undefined;
  return name;
}
