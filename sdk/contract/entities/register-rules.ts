import { Type, type Static } from '../schema';

/** Server-side validation rule for one registration field (SPEC §3). */
export const FieldRule = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.String({ description: "A regular expression, or '*' for any text" }),
  patternId: Type.Integer({ description: 'Selects the translated message template' }),
  minLength: Type.Integer({ minimum: 0 }),
  maxLength: Type.Integer({ minimum: 0 }),
});
export type FieldRule = Static<typeof FieldRule>;

/** Registration fields the server may configure. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
/** A registration field the server may configure (one of `REGISTER_FIELDS`). */
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/**
 * The server's rules of a registration form: field name to rule; fields not listed are not shown.
 *
 * @example
 * const registerRules: contract.RegisterRules = await croupier.account.registerRules('username');
 */
export const RegisterRules = Type.Record(Type.String(), FieldRule, {
  description: 'Field name to rule; fields not listed are not shown',
});
export type RegisterRules = Static<typeof RegisterRules>;
