import { defineEndpoint } from '../endpoint';
import { Type, Empty, MobileNum, DialingCode, EMAIL_PATTERN } from '../schema';
import { SmsSent } from '../entities/member';
import { MAX_PAYOUT_ACCOUNTS, PayoutAccounts, SecurityInfo } from '../entities/security';
import { PAYMENT_PASSWORD_LENGTH } from '../limits';

/*
 * The member centre's security page (SPEC §2 securityCenter): the profile readout, the payment
 * password and the payout accounts withdrawals go to. Every call that carries a payment password
 * is sealed, like the login password's. Trial accounts (type 4) are refused with
 * `in_need_true_account`.
 */

/** A payment password as typed: the platform checks the rule itself and answers with its own codes. */
const PaymentPasswordText = Type.String({ minLength: 1, maxLength: 32 });

/**
 * @example
 * const info = await client.call(contract.securityInfo, {});
 */
export const securityInfo = defineEndpoint({
  name: 'securityInfo',
  method: 'GET',
  path: '/wps/member/security',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary: "The member's security readout: profile, masked contacts, payment password state, last logins",
  request: Empty,
  response: SecurityInfo,
});

export const paymentPasswordSet = defineEndpoint({
  name: 'paymentPasswordSet',
  method: 'POST',
  path: '/wps/member/payment-password',
  auth: 'required',
  caller: 'real-member',
  encrypted: true,
  tag: 'account',
  summary:
    `Set the payment password (${PAYMENT_PASSWORD_LENGTH} digits, not trivial). The first one needs nothing else; ` +
    'a change needs the current one (`oldPassword`) or a code sent by `paymentPasswordSms` (`smsCode`)',
  request: Type.Object({
    /** Retrying with the same id and the same new password answers like the first try. */
    requestId: Type.Optional(Type.String({ minLength: 8, maxLength: 64 })),
    newPassword: PaymentPasswordText,
    oldPassword: Type.Optional(PaymentPasswordText),
    smsCode: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
  }),
  response: Type.Object({ hasPaymentPassword: Type.Literal(true) }),
});

export const paymentPasswordSms = defineEndpoint({
  name: 'paymentPasswordSms',
  method: 'POST',
  path: '/wps/verification/sms/payment-password',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary: "Send a code for changing the payment password to the member's bound mobile",
  request: Empty,
  response: Type.Object({
    expiredMinutes: Type.Integer({ minimum: 1 }),
    /** The number it went to, masked. */
    mobile: Type.String(),
  }),
});

export const payoutAccounts = defineEndpoint({
  name: 'payoutAccounts',
  method: 'GET',
  path: '/wps/member/payout-accounts',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary: "The member's payout accounts (bank cards and USDT addresses), masked, oldest first",
  request: Empty,
  response: PayoutAccounts,
});

export const payoutAccountAdd = defineEndpoint({
  name: 'payoutAccountAdd',
  method: 'POST',
  path: '/wps/member/payout-accounts',
  auth: 'required',
  caller: 'real-member',
  encrypted: true,
  tag: 'account',
  summary:
    `Add a bank card (12 to 19 digits, Luhn) or a USDT TRC20 address; at most ${MAX_PAYOUT_ACCOUNTS}, each once. ` +
    'Needs the payment password (a member without one is asked to set it first). Answers the new list',
  request: Type.Union([
    Type.Object({
      kind: Type.Literal('bank'),
      bankName: Type.String({ minLength: 1, maxLength: 40 }),
      holderName: Type.String({ minLength: 1, maxLength: 40 }),
      /** 12 to 19 digits; spaces or dashes between groups are ignored. */
      cardNumber: Type.String({ minLength: 1, maxLength: 32 }),
      paymentPassword: Type.Optional(PaymentPasswordText),
    }),
    Type.Object({
      kind: Type.Literal('usdt'),
      address: Type.String({ minLength: 1, maxLength: 64 }),
      paymentPassword: Type.Optional(PaymentPasswordText),
    }),
  ]),
  response: PayoutAccounts,
});

export const payoutAccountRemove = defineEndpoint({
  name: 'payoutAccountRemove',
  method: 'POST',
  path: '/wps/member/payout-accounts/remove',
  auth: 'required',
  caller: 'real-member',
  encrypted: true,
  tag: 'account',
  summary: 'Remove one of the payout accounts; needs the payment password. Answers the list left',
  request: Type.Object({
    id: Type.String({ minLength: 1, maxLength: 64 }),
    paymentPassword: PaymentPasswordText,
  }),
  response: PayoutAccounts,
});

/*
 * Binding a mobile number or an email: the member proves the contact with a code sent to it (the
 * sandbox's SMS and email outboxes). A contact that already belongs to another account gets a
 * notice instead of a code, so the answer never says whose it is. A bound contact is changed by
 * customer service, not here: whoever holds a session must not be able to move the account's
 * recovery channels.
 */

const EmailAddress = Type.String({ pattern: EMAIL_PATTERN, maxLength: 128 });
const BindCode = Type.String({ minLength: 1, maxLength: 16 });

export const mobileBindSms = defineEndpoint({
  name: 'mobileBindSms',
  method: 'POST',
  path: '/wps/verification/sms/bind-mobile',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    'Send a code to the mobile number the member wants to bind (contact_already_bound when one is bound); ' +
    'rate-limited like every SMS',
  request: Type.Object({ countryDialingCode: DialingCode, mobileNum: MobileNum }),
  response: SmsSent,
});

export const mobileBind = defineEndpoint({
  name: 'mobileBind',
  method: 'POST',
  path: '/wps/member/mobile',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary: 'Bind the mobile number with the code sent to it (sms_code_invalid otherwise). Answers it masked',
  request: Type.Object({ countryDialingCode: DialingCode, mobileNum: MobileNum, smsCode: BindCode }),
  response: Type.Object({ mobile: Type.String() }),
});

export const emailBindCode = defineEndpoint({
  name: 'emailBindCode',
  method: 'POST',
  path: '/wps/verification/email/bind',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    'Email a code to the address the member wants to bind (contact_already_bound when one is bound); ' +
    'rate-limited per member and per address',
  request: Type.Object({ email: EmailAddress }),
  response: SmsSent,
});

export const emailBind = defineEndpoint({
  name: 'emailBind',
  method: 'POST',
  path: '/wps/member/email',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary: 'Bind the email with the code sent to it (email_code_invalid otherwise). Answers it masked',
  request: Type.Object({ email: EmailAddress, code: BindCode }),
  response: Type.Object({ email: Type.String() }),
});
