import { checkAgainstRule } from '@sdk/contract/field-rule';
import type { RegisterRules } from '@sdk/contract';
import { Fault } from '../../core/http/fault';

/** Fields the form sends that are checked elsewhere (captcha, SMS code) or not by their rule. */
const CHECKED_ELSEWHERE = new Set(['captcha', 'verificationCode', 'confirmPassword']);

/**
 * Checks a registration against the brand's rules, field by field (SPEC §5), exactly as the form
 * does, so a client that skips its own checks gains nothing. The first failing field answers.
 */
export function checkRegistrationFields(
  rules: RegisterRules,
  input: Record<string, unknown>,
  skip: readonly string[] = [],
) {
  for (const [field, rule] of Object.entries(rules)) {
    if (!rule.enabled || CHECKED_ELSEWHERE.has(field) || skip.includes(field)) continue;
    const raw = input[field];
    const value =
      typeof raw === 'string' ? (field.toLowerCase().includes('password') ? raw : raw.trim()) : '';
    // SPEC §5: a payment password is required whenever it is shown.
    const verdict = checkAgainstRule(rule, value, rule.required || field === 'paymentPassword');
    if (verdict !== 'ok') {
      throw new Fault(
        400,
        'field_invalid',
        `Field ${field} is ${verdict === 'required' ? 'required' : 'not valid'}`,
        {
          field,
          patternId: rule.patternId,
          minLength: rule.minLength,
          maxLength: rule.maxLength,
        },
      );
    }
  }
  if (input.password !== input.confirmPassword) {
    throw new Fault(400, 'password_mismatch', 'Incorrect confirmation input', { field: 'confirmPassword' });
  }
}
