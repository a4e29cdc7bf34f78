import { Type, type Static, LanguageCode, Money, Timestamp } from '../schema';

/**
 * How a member logs in: username and password, an SMS code, or (`firebase`) the phone-code
 * provider's ID token for the number (SPEC §7; the platform's page sends it so, C 6876–6882).
 */
export const LoginType = Type.Union([
  Type.Literal('username'),
  Type.Literal('sms'),
  Type.Literal('firebase'),
]);
export type LoginType = Static<typeof LoginType>;

/** What a successful login, registration or free-play answer carries. */
export const LoginResult = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  userName: Type.String(),
  accountType: Type.Integer(),
  customerId: Type.Integer(),
  changePasswordRequired: Type.Boolean({
    description:
      'The password typed is the brand weak default, a temporary one, or expired while PWDEXPFORCECHANGE3 is on: ' +
      'until it is changed the session may only call changePassword, loginInfo and logout (403 password_change_required)',
  }),
});
export type LoginResult = Static<typeof LoginResult>;

/**
 * The second steps a login from an address new to the account may take (LOGINIPVERF3): the
 * `value` of a `login_verify_required` refusal. A step is offered when the account has that
 * detail bound: a bank account's holder name, a mobile number, an authenticator, an email.
 *
 * @example
 * const methods = error.value as contract.LoginVerificationMethods;
 * if (methods.sms) showSmsTab();
 */
export const LoginVerificationMethods = Type.Object({
  payeeName: Type.Boolean(),
  sms: Type.Boolean(),
  ga: Type.Boolean(),
  email: Type.Boolean(),
});
export type LoginVerificationMethods = Static<typeof LoginVerificationMethods>;

/**
 * The logged-in member's profile: account, type (trial, agent, member) and club.
 *
 * @example
 * const member: contract.MemberInfo = await client.call(contract.memberInfo, {});
 */
export const MemberInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer({ description: 'Account type: 4 trial, 1/2/41/42 agents, 0 member' }),
  toUpline: Type.Boolean(),
  clubLabel: Type.Object({ labelName: Type.String() }),
  memberLabel: Type.Array(Type.Object({ labelName: Type.String() })),
  language: LanguageCode,
  currency: Type.String(),
  registerTime: Timestamp,
});
export type MemberInfo = Static<typeof MemberInfo>;

/** One wallet's balance (`main` or a vendor's). */
export const WalletBalance = Type.Object({
  wallet: Type.String(),
  /** The platform's id of this wallet: 2 for `main` (MC 34239), the vendor's for a vendor wallet. */
  accountTypeId: Type.Integer({ minimum: 1 }),
  amount: Money,
  /** The same amount under the platform's name: its withdrawal page reads the main wallet's (MC 34236–34240). */
  availBalance: Money,
});

/** The member's balance: the sum over every wallet, its currency, and each wallet's share. */
export const Balance = Type.Object({
  sumBalance: Money,
  currency: Type.String(),
  currencySymbol: Type.String(),
  balance: Type.Array(WalletBalance),
});
export type Balance = Static<typeof Balance>;

/** The member's last login and whether the password must change before anything else. */
export const LoginInfo = Type.Object({
  lastLoginTime: Type.Union([Timestamp, Type.Null()]),
  lastLoginIp: Type.Union([Type.String(), Type.Null()]),
  loginCount: Type.Integer(),
  changePasswordRequired: Type.Boolean(),
});
export type LoginInfo = Static<typeof LoginInfo>;

/** An SMS code was sent: how many minutes it stays valid. */
export const SmsSent = Type.Object({
  expiredMinutes: Type.Integer({ minimum: 1 }),
});
