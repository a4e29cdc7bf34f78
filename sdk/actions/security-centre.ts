import {
  emailBind,
  emailBindCode,
  mobileBind,
  mobileBindSms,
  paymentPasswordSet,
  paymentPasswordSms,
  payoutAccountAdd,
  payoutAccountRemove,
  payoutAccounts,
  securityInfo,
} from '../contract/endpoints/security';
import type { RequestOf } from '../contract/endpoint';
import { cardDigits } from '../contract/card-number';
import { requestIds } from '../rules/request-ids';
import type { Core } from './core';
import { sendOnce } from './idempotent';

export type PayoutAccountInput = RequestOf<typeof payoutAccountAdd>;

/** My account (SPEC §2 securityCenter): the readout, the payment password and the payout accounts. */
export function securityActions({ client }: Core) {
  const passwordIds = requestIds();
  return {
    /** The security readout of My account: profile, masked contacts, payment password state and last logins. */
    info: () => client.call(securityInfo, {}),

    /** Sets or changes the payment password; a retry of the same change carries the same id. */
    setPaymentPassword: (input: { newPassword: string; oldPassword?: string; smsCode?: string }) =>
      sendOnce(passwordIds, input, (requestId) => client.call(paymentPasswordSet, { ...input, requestId })),

    /** Sends an SMS code to the bound mobile, for changing the payment password. */
    sendPaymentPasswordSms: () => client.call(paymentPasswordSms, {}),

    /** The member's payout accounts (bank cards and USDT addresses withdrawals go to), masked. */
    payoutAccounts: () => client.call(payoutAccounts, {}),

    /** Adds a payout account; a card number goes as digits only, however the player grouped it. */
    addPayoutAccount: (input: PayoutAccountInput) =>
      client.call(
        payoutAccountAdd,
        input.kind === 'bank'
          ? { ...input, cardNumber: cardDigits(input.cardNumber) }
          : { ...input, address: input.address.trim() },
      ),

    /** Removes a payout account; the payment password confirms it. */
    removePayoutAccount: (id: string, paymentPassword: string) =>
      client.call(payoutAccountRemove, { id, paymentPassword }),

    /** Sends a code to the number to bind; the platform answers alike for any number. */
    sendMobileBindCode: (countryDialingCode: string, mobileNum: string) =>
      client.call(mobileBindSms, { countryDialingCode, mobileNum }),

    /** Binds the mobile number with the code sent to it. */
    bindMobile: (countryDialingCode: string, mobileNum: string, smsCode: string) =>
      client.call(mobileBind, { countryDialingCode, mobileNum, smsCode: smsCode.trim() }),

    /** Sends a code to the email address to bind. */
    sendEmailBindCode: (email: string) => client.call(emailBindCode, { email: email.trim() }),

    /** Binds the email address with the code sent to it. */
    bindEmail: (email: string, code: string) =>
      client.call(emailBind, { email: email.trim(), code: code.trim() }),
  };
}
