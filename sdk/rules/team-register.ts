import type { DownlineKind } from '../contract/entities/agent';
import type { AccountRules } from './validation/password-reset';
import {
  confirmationError,
  onlyErrors,
  REQUIRED,
  validateField,
  type FieldErrors,
} from './validation/validate-field';
import { newPasswordError } from './validation/new-password';

/*
 * The agent centre's registerCenter (SPEC §2 register account, §5): an agent registers a member or
 * a sub-agent directly under itself, with the brand's username and password rules, and invites
 * others with its link and QR code. Pure: the form's components only show what these decide.
 */

/**
 * A field of the agent's register form, as its errors are keyed.
 *
 * @example
 * const field: rules.TeamRegisterField = 'confirmPassword';
 */
export type TeamRegisterField = 'kind' | 'username' | 'password' | 'confirmPassword' | 'nickname';

/** The fields, in the form's order: a refusal naming one of them goes under it. */
export const TEAM_REGISTER_FIELDS: readonly TeamRegisterField[] = [
  'kind',
  'username',
  'password',
  'confirmPassword',
  'nickname',
];

/**
 * The form as typed.
 *
 * @example
 * const values: rules.TeamRegisterValues = { kind: 'member', username: 'player77', password: 'Secret2026', confirmPassword: 'Secret2026', nickname: '' };
 */
export interface TeamRegisterValues {
  readonly kind: DownlineKind | '';
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly nickname: string;
}

/** The longest nickname the platform keeps. */
export const NICKNAME_MAX_LENGTH = 64;

/**
 * SPEC §5 for a downline: a kind chosen; the username required and matching the brand's username
 * rule (trimmed); the password required and matching its rule (as typed, never trimmed); the
 * confirmation equal to it; the nickname optional, at most 64 characters. Without the brand's
 * rules (not loaded yet) only presence is checked: the platform checks the rules again either way.
 *
 * @example
 * rules.validateTeamRegister({ kind: 'member', username: 'p7', password: 'a', confirmPassword: 'b', nickname: '' }, {});
 * // → { confirmPassword: { key: 'validation.inconsistent' } }
 */
export function validateTeamRegister(
  values: TeamRegisterValues,
  accountRules: AccountRules,
): FieldErrors<TeamRegisterField> {
  const username = values.username.trim();
  return onlyErrors<TeamRegisterField>({
    kind: values.kind ? undefined : { key: 'agentTeam.register.kindRequired' },
    username: !username
      ? REQUIRED
      : accountRules.username && validateField(accountRules.username, username, { required: true }),
    password: newPasswordError(values.password, accountRules.password),
    confirmPassword: confirmationError(values.password, values.confirmPassword),
    nickname:
      values.nickname.trim().length > NICKNAME_MAX_LENGTH
        ? { key: 'agentTeam.register.nicknameTooLong', values: { max: NICKNAME_MAX_LENGTH } }
        : undefined,
  });
}

/**
 * Which field a refusal of the platform belongs under: a taken username under the username, a
 * mismatch under the confirmation, a `field_invalid` under the field its value names (when the
 * form has it). Anything else goes on top of the form.
 *
 * @example
 * rules.teamRegisterErrorField('username_taken', { field: 'username' }); // 'username'
 * rules.teamRegisterErrorField('TOO_MANY_REQUESTS', undefined); // undefined
 */
export function teamRegisterErrorField(code: string, value: unknown): TeamRegisterField | undefined {
  if (code === 'username_taken') return 'username';
  if (code === 'password_mismatch') return 'confirmPassword';
  const field = (value as { field?: unknown } | null | undefined)?.field;
  if (code === 'field_invalid' && typeof field === 'string')
    return (TEAM_REGISTER_FIELDS as readonly string[]).includes(field)
      ? (field as TeamRegisterField)
      : undefined;
  return undefined;
}

/**
 * What the platform is sent: the username and nickname trimmed, the passwords as typed, no empty
 * nickname (the platform then uses the username).
 *
 * @example
 * rules.teamRegisterInput({ kind: 'member', username: ' p77 ', password: 'x', confirmPassword: 'x', nickname: ' ' });
 * // → { kind: 'member', username: 'p77', password: 'x', confirmPassword: 'x' }
 */
export function teamRegisterInput(values: TeamRegisterValues & { readonly kind: DownlineKind }) {
  const nickname = values.nickname.trim();
  return {
    kind: values.kind,
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    ...(nickname ? { nickname } : {}),
  };
}

// The invite link has a module of its own: the member's referral page uses it without the form's rules.
export { inviteLink } from './invite-link';
