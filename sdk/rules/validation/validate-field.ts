import { ANY_PATTERN, FALLBACK_TEMPLATE, PATTERN_TEMPLATES } from './patterns';

/** A rule from the server's validation configuration (SPEC §3). */
export interface FieldRule {
  readonly enabled: boolean;
  readonly required: boolean;
  readonly acceptedPattern: string;
  readonly patternId: number;
  readonly minLength: number;
  readonly maxLength: number;
}

/** A translatable error: an i18n key and the values it interpolates. */
export interface FieldError {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** SPEC §5: 'Input cannot be empty'. */
export const REQUIRED: FieldError = { key: 'validation.required' };

/** SPEC §5: min and max substituted; a single number when they are equal. */
export function lengthRange(rule: Pick<FieldRule, 'minLength' | 'maxLength'>): string {
  return rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`;
}

/** The pattern-id message of a rule, with its range. */
export function patternMessage(rule: FieldRule): FieldError {
  const template = PATTERN_TEMPLATES[rule.patternId] ?? FALLBACK_TEMPLATE;
  return { key: `validation.pattern.${template}`, values: { range: lengthRange(rule) } };
}

const compiled = new Map<string, RegExp | null>();

/** A server pattern as a RegExp; a pattern that does not compile accepts anything rather than blocking every player. */
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
 * Checks one value against its server rule (SPEC §5): empty is fine unless required; otherwise
 * the length must fall within min and max and the text must match the pattern. Length counts
 * characters, not UTF-16 units, so Thai and emoji count as a person sees them.
 */
export function validateField(
  rule: FieldRule,
  value: string,
  options: { required?: boolean } = {},
): FieldError | undefined {
  const required = options.required ?? rule.required;
  if (value === '') return required ? REQUIRED : undefined;
  const length = [...value].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) return patternMessage(rule);
  const pattern = patternOf(rule.acceptedPattern);
  if (pattern && !pattern.test(value)) return patternMessage(rule);
  return undefined;
}

/** SPEC §5: the confirmation must equal the password ('Incorrect confirmation input'). */
export function confirmationError(password: string, confirmation: string): FieldError | undefined {
  if (confirmation === '') return REQUIRED;
  return password === confirmation ? undefined : { key: 'validation.inconsistent' };
}
