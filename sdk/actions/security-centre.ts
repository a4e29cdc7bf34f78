import type { LazyActions } from './lazy-actions';
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
import { cardDigits } from '../shared-rules/card-number';
import { requestIds } from '../rules/request-ids';
import type { Core } from './core';
import { sendOnce } from './idempotent';

export type PayoutAccountInput = RequestOf<typeof payoutAccountAdd>;

/** My account (SPEC §2 securityCenter): the readout, the payment password and the payout accounts. */
export function securityActions({ client }: Core) {
  const passwordIds = requestIds();
  return {
    /**
     * The security readout of My account: profile, masked contacts, payment password state and last logins.
     *
     * @example
     * const { username, mobile, email, hasPaymentPassword } = await croupier.security.info();
     */
    info: () => client.call(securityInfo, {}),

    /**
     * Sets or changes the payment password; a retry of the same change carries the same id.
     *
     * @example
     * await croupier.security.setPaymentPassword({ newPassword: '135790' }); // the first one
     * await croupier.security.setPaymentPassword({ newPassword: '246813', oldPassword: '135790' });
     */
    setPaymentPassword: (input: { newPassword: string; oldPassword?: string; smsCode?: string }) =>
      sendOnce(passwordIds, input, (requestId) => client.call(paymentPasswordSet, { ...input, requestId })),

    /**
     * Sends an SMS code to the bound mobile, for changing the payment password.
     *
     * @example
     * const { mobile, expiredMinutes } = await croupier.security.sendPaymentPasswordSms();
     * await croupier.security.setPaymentPassword({ newPassword: '246813', smsCode: '482913' });
     */
    sendPaymentPasswordSms: () => client.call(paymentPasswordSms, {}),

    /**
     * The member's payout accounts (bank cards and USDT addresses withdrawals go to), masked.
     *
     * @example
     * const { accounts, max } = await croupier.security.payoutAccounts();
     */
    payoutAccounts: () => client.call(payoutAccounts, {}),

    /**
     * Adds a payout account; a card number goes as digits only, however the player grouped it.
     *
     * @example
     * const { accounts } = await croupier.security.addPayoutAccount({
     *   kind: 'bank', bankName: 'BDO', holderName: 'Juan Dela Cruz',
     *   cardNumber: '4111 1111 1111 1111', paymentPassword: '135790',
     * });
     */
    addPayoutAccount: (input: PayoutAccountInput) =>
      client.call(
        payoutAccountAdd,
        input.kind === 'bank'
          ? { ...input, cardNumber: cardDigits(input.cardNumber) }
          : { ...input, address: input.address.trim() },
      ),

    /**
     * Removes a payout account; the payment password confirms it.
     *
     * @example
     * const { accounts } = await croupier.security.payoutAccounts();
     * await croupier.security.removePayoutAccount(accounts[0]!.id, '135790');
     */
    removePayoutAccount: (id: string, paymentPassword: string) =>
      client.call(payoutAccountRemove, { id, paymentPassword }),

    /**
     * Sends a code to the number to bind; the platform answers alike for any number.
     *
     * @example
     * const { expiredMinutes } = await croupier.security.sendMobileBindCode('63', '9171234567');
     */
    sendMobileBindCode: (countryDialingCode: string, mobileNum: string) =>
      client.call(mobileBindSms, { countryDialingCode, mobileNum }),

    /**
     * Binds the mobile number with the code sent to it.
     *
     * @example
     * const { mobile } = await croupier.security.bindMobile('63', '9171234567', '482913'); // answered masked
     */
    bindMobile: (countryDialingCode: string, mobileNum: string, smsCode: string) =>
      client.call(mobileBind, { countryDialingCode, mobileNum, smsCode: smsCode.trim() }),

    /**
     * Sends a code to the email address to bind.
     *
     * @example
     * await croupier.security.sendEmailBindCode('player77@example.com');
     */
    sendEmailBindCode: (email: string) => client.call(emailBindCode, { email: email.trim() }),

    /**
     * Binds the email address with the code sent to it.
     *
     * @example
     * const { email } = await croupier.security.bindEmail('player77@example.com', '482913'); // answered masked
     */
    bindEmail: (email: string, code: string) =>
      client.call(emailBind, { email: email.trim(), code: code.trim() }),
  };
}

/**
 * `croupier.security`: My account's readout, payment password and payout accounts, each loading the module on first use.
 *
 * @example
 * const readout = await croupier.security.info();
 */
export interface SecurityActions extends LazyActions<ReturnType<typeof securityActions>> {}
