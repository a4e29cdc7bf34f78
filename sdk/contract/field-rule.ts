import type { FieldRule } from './entities/register-rules';

/** SPEC §5: pattern '*' accepts any text. */
export const ANY_PATTERN = '*';

/** How a value fares against its rule: both the platform and the client apply this one reading. */
export type RuleCheck = 'ok' | 'required' | 'pattern';

const compiled = new Map<string, RegExp | null>();

/** A server pattern as a RegExp; one that does not compile accepts anything rather than block every player. */
function patternOf(source: string): RegExp | null {
  if (source === ANY_PATTERN || source === '') return null;
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source, 'u'));
    } catch {
      compiled.set(source, null);
    }
  }
  return compiled.get(source)!;
}

/**
 * Checks one value against its rule (SPEC §5): empty is fine unless required; otherwise the length
 * must fall within min and max and the text must match the pattern. Length counts characters as a
 * person sees them (Thai and emoji count once), not UTF-16 units.
 */
export function checkAgainstRule(
  rule: Pick<FieldRule, 'required' | 'acceptedPattern' | 'minLength' | 'maxLength'>,
  value: string,
  required = rule.required,
): RuleCheck {
  if (value === '') return required ? 'required' : 'ok';
  const length = [...value].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) return 'pattern';
  const pattern = patternOf(rule.acceptedPattern);
  return pattern && !pattern.test(value) ? 'pattern' : 'ok';
}
