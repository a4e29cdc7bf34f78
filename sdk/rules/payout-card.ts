// The rule lives in the contract, which the platform sandbox shares; the SDK offers it from here.
export { cardDigits, cardNumberError, luhnValid, type CardNumberError } from '../contract/card-number';
