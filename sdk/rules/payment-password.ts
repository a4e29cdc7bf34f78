// The rule lives in the contract, which the platform sandbox shares; the SDK offers it from here.
export {
  PAYMENT_PASSWORD_LENGTH,
  paymentPasswordError,
  type PaymentPasswordError,
} from '../contract/payment-password';
