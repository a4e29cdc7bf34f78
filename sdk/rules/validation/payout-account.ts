import { cardDigits, cardNumberError } from '../../shared-rules/card-number';
import { isTrc20Address } from '../../shared-rules/trc20-address';
import { onlyErrors, REQUIRED, requiredError, type FieldErrors } from './validate-field';

export type PayoutAccountField = 'bankName' | 'holderName' | 'cardNumber' | 'address' | 'paymentPassword';

export interface PayoutAccountValues {
  readonly kind: 'bank' | 'usdt';
  readonly bankName: string;
  readonly holderName: string;
  readonly cardNumber: string;
  readonly address: string;
  readonly paymentPassword: string;
}

/**
 * A payout account before it is sent: a bank card needs its bank, its holder and a number that
 * passes the Luhn check (spaces between groups allowed); a USDT address must be a TRC20 address
 * whose checksum holds, so a mistyped character never sends money to an address nobody owns.
 * The payment password is always asked.
 */
export function validatePayoutAccount(values: PayoutAccountValues): FieldErrors<PayoutAccountField> {
  const bank = values.kind === 'bank';
  const card = cardDigits(values.cardNumber);
  const cardError = card ? cardNumberError(card) : 'required';
  return onlyErrors({
    bankName: bank ? requiredError(values.bankName) : undefined,
    holderName: bank ? requiredError(values.holderName) : undefined,
    cardNumber: !bank
      ? undefined
      : cardError === 'required'
        ? REQUIRED
        : cardError
          ? { key: `security.payout.card.${cardError}` }
          : undefined,
    address: bank
      ? undefined
      : !values.address.trim()
        ? REQUIRED
        : isTrc20Address(values.address.trim())
          ? undefined
          : { key: 'security.payout.addressInvalid' },
    paymentPassword: values.paymentPassword ? undefined : REQUIRED,
  });
}
