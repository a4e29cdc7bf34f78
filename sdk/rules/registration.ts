import type { RegisterRules } from '../contract/entities/register-rules';
import { FLAGS, isFlagOn, type FlagSet } from './whitelabel';
import type { FieldError } from './validation/validate-field';

/**
 * A registration tab: by username or by mobile number.
 *
 * @example
 * const kind: rules.RegisterKind = 'mobile';
 * const registerRules = await croupier.account.registerRules(kind);
 */
export type RegisterKind = 'username' | 'mobile';

/** The order fields appear in on the form. */
const ORDER = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'recommenderId',
  'referralCode',
  'affiliateCode',
  'captcha',
] as const;

/**
 * A field the registration form may show, in the form's order.
 *
 * @example
 * const field: rules.RegisterFormField = 'mobileNum';
 */
export type RegisterFormField = (typeof ORDER)[number];

/**
 * A field the registration form shows, and whether the brand requires it.
 *
 * @example
 * const requiredFields = fields.filter((f: rules.FormField) => f.required).map((f) => f.field);
 */
export interface FormField {
  readonly field: RegisterFormField;
  readonly required: boolean;
}

/**
 * SPEC §2: which registration tabs exist (mobile only when mobile registration is on).
 *
 * @example
 * rules.registerTabs({ USERNAMEREG3: true, MOBILENUMREG3: true }); // ['username', 'mobile']
 */
export function registerTabs(flags: FlagSet): RegisterKind[] {
  const tabs: RegisterKind[] = [];
  if (isFlagOn(flags, FLAGS.usernameRegister)) tabs.push('username');
  if (isFlagOn(flags, FLAGS.mobileRegister)) tabs.push('mobile');
  return tabs;
}

/**
 * SPEC §4: the affiliate field shows when the URL carries no affiliate code or the code failed its
 * check, and only when the brand enables the field.
 *
 * @example
 * rules.showAffiliateField(true, undefined, undefined); // true
 */
export function showAffiliateField(
  enabled: boolean,
  urlCode: string | undefined,
  urlCodeValid: boolean | undefined,
): boolean {
  if (!enabled) return false;
  return !urlCode || urlCodeValid === false;
}

/**
 * SPEC §5: the fields of a registration form, from the server's rules and the brand's flags.
 * Optional fields appear only when enabled; the mobile number and SMS code come with mobile
 * registration, or with username registration when REGMOBVERF3 asks for a verified mobile; mobile
 * registration asks for a password only with MOBILENUMPASSREG3; a payment password is required
 * whenever shown.
 *
 * @example
 * const registerRules = await croupier.account.registerRules('username');
 * const fields = rules.registerFormFields({
 *   rules: registerRules,
 *   kind: 'username',
 *   flags: croupier.state.flags.value,
 *   showAffiliate: false,
 * });
 */
export function registerFormFields(input: {
  rules: RegisterRules;
  kind: RegisterKind;
  flags: FlagSet;
  showAffiliate: boolean;
}): FormField[] {
  const { rules, kind, flags } = input;
  const verifiedMobile = kind === 'mobile' || isFlagOn(flags, FLAGS.registerMobileVerification);
  const withPassword = kind === 'username' || isFlagOn(flags, FLAGS.mobileRegisterPassword);
  const fields: FormField[] = [];
  for (const field of ORDER) {
    const rule = rules[field];
    if (field === 'username') {
      if (kind === 'username') fields.push({ field, required: true });
    } else if (field === 'mobileNum' || field === 'verificationCode') {
      if (verifiedMobile) fields.push({ field, required: true });
    } else if (field === 'password' || field === 'confirmPassword') {
      if (withPassword) fields.push({ field, required: true });
    } else if (field === 'affiliateCode') {
      if (input.showAffiliate && rule?.enabled) fields.push({ field, required: rule.required });
    } else if (rule?.enabled) {
      fields.push({ field, required: field === 'paymentPassword' || rule.required });
    }
  }
  return fields;
}

/**
 * The age a player must confirm to register (SPEC §5, §9): the brand's `minimumAge` (21 where the
 * brand requires it), 18 otherwise.
 *
 * @example
 * const age = rules.minimumAgeOf(croupier.state.brand.value); // 18, or 21
 */
export function minimumAgeOf(settings: { readonly minimumAge?: number } | undefined): 18 | 21 {
  return settings?.minimumAge === 21 ? 21 : 18;
}

/**
 * The registration form's age checkbox (SPEC §5's age agreement): its label for the brand's
 * minimum age, and the message under it while it is unticked ('Please confirm you are 21 years
 * old' where the brand asks for 21). The platform refuses a registration without it
 * (`age_confirmation_required`).
 *
 * @example
 * const { label } = rules.ageConfirmation(21); // label.key === 'validation.age21Confirm'
 * const error = rules.ageConfirmationError(false, 21); // { key: 'validation.age21' }
 */
export function ageConfirmation(age: 18 | 21): { label: FieldError; required: FieldError } {
  return age === 21
    ? { label: { key: 'validation.age21Confirm' }, required: { key: 'validation.age21' } }
    : { label: { key: 'validation.age18' }, required: { key: 'validation.age18Required' } };
}

/**
 * The message under the age checkbox, or undefined once it is ticked.
 *
 * @example
 * rules.ageConfirmationError(true, 18); // undefined
 */
export function ageConfirmationError(confirmed: boolean | undefined, age: 18 | 21): FieldError | undefined {
  return confirmed ? undefined : ageConfirmation(age).required;
}
