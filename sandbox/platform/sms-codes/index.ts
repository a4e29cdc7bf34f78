/**
 * Codes sent by SMS (SPEC §3–§5): one live code per number and purpose, sent at most once a minute,
 * guessed a few times at most, spent once. Registration, login, password resets, contact binding and
 * the payment password all prove a number through it.
 */
export { SMS_MAX_ATTEMPTS, limitSmsRequest, sendSms, sendSmsCode, smsCodeRefused, spendSmsCode } from './sms';
