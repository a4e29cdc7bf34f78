import { defineEndpoint } from '../endpoint';
import { Type, Empty, Nothing, MobileNum, DialingCode, LoginDeviceId } from '../schema';
import { LoginResult, RegisterRules, SmsSent, CountryInfo } from '../entities';

const Text = (max = 128) => Type.Optional(Type.String({ maxLength: max }));

/** The registration user of SPEC §3, plus what the form adds on submit. */
const RegistrationUser = Type.Object({
  username: Text(64),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  confirmPassword: Type.String({ minLength: 1, maxLength: 128 }),
  payeeName: Text(),
  email: Text(),
  qqNum: Text(),
  mobileNum: Text(20),
  recommenderId: Text(),
  captcha: Text(16),
  captchaKey: Text(64),
  verificationCode: Text(255),
  affiliateCode: Text(),
  paymentPassword: Text(),
  line: Text(),
  whatsapp: Text(),
  facebook: Text(),
  wechat: Text(),
  idNumber: Text(),
  referralCode: Text(),
  domain: Text(255),
  countryDialingCode: Text(4),
  registerUrl: Text(2048),
  registerMethod: Type.Literal('WEB'),
  login: Type.Literal(true),
  firebaseChannel: Text(16),
  firebaseIdToken: Text(4096),
  loginDeviceId: Type.Optional(LoginDeviceId),
  /** The player confirms the brand's minimum age (SPEC §5); without it: age_confirmation_required. */
  ageConfirmed: Type.Optional(Type.Boolean()),
});

export const register = defineEndpoint({
  name: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  encrypted: true,
  tag: 'account',
  summary:
    'Register by username; logs the new member in. Without ageConfirmed: true, 400 age_confirmation_required ' +
    '(value {field, minimumAge})',
  request: RegistrationUser,
  response: LoginResult,
});

export const registerMobile = defineEndpoint({
  name: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  encrypted: true,
  tag: 'account',
  summary:
    'Register by mobile number and SMS code; logs the new member in. Without ageConfirmed: true, 400 ' +
    'age_confirmation_required (value {field, minimumAge})',
  request: RegistrationUser,
  response: LoginResult,
});

/**
 * What the platform's page sends to register a number by the provider's token alone (C 7031–7046):
 * no username, no password, no number (the token names it).
 */
const OrNull = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const AutoUsernameRegistration = Type.Object({
  registerUrl: Text(2048),
  registerMethod: Type.Literal('WEB'),
  /** The page's getCode(): the stored affiliate code, else the host's first label (`www`); unknown: ignored. */
  affiliateCode: Text(),
  domain: Text(255),
  referralCode: Text(),
  firebaseChannel: Type.Literal('sms', { description: "The provider's channel: only its SMS codes here" }),
  firebaseIdToken: Type.String({ minLength: 1, maxLength: 4096 }),
  login: Type.Literal(true),
  /** The page's other caller adds its SMS template from local storage (C 6996); read by nobody here. */
  smsTemplate: OrNull(2048),
  loginDeviceId: Type.Optional(LoginDeviceId),
});

/**
 * @example
 * // after login (type firebase) answered bind_customer_required, with the same token
 * const result = await client.call(contract.registerAuto, {
 *   registerMethod: 'WEB', firebaseChannel: 'sms', firebaseIdToken: idToken, login: true,
 * });
 */
export const registerAuto = defineEndpoint({
  name: 'registerAuto',
  method: 'PUT',
  path: '/wps/member/register/autoUsername',
  encrypted: true,
  tag: 'account',
  summary:
    "Register the number of a phone-code provider's ID token, with a generated username and no password " +
    '(the member logs in by phone), after a provider login answered bind_customer_required; logs the new ' +
    "member in. Refused: 403 feature_disabled when FIREBASECREATEACC3 is off or the brand's codes do not go " +
    'through the provider; 400 phone_token_invalid for a token forged, expired, of another project or already ' +
    'spent; 409 mobile_taken when the number has an account; 429 TOO_MANY_REQUESTS. An unknown affiliate code ' +
    'is ignored (the page derives it from the host)',
  request: AutoUsernameRegistration,
  response: LoginResult,
});

export const changePassword = defineEndpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  auth: 'required',
  encrypted: true,
  tag: 'account',
  summary: 'Change the login password',
  request: Type.Object({
    oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
    newPassword: Type.String({ minLength: 1, maxLength: 128 }),
    confirmNewPassword: Type.String({ minLength: 1, maxLength: 128 }),
  }),
  response: Nothing,
});

/**
 * @example
 * const valid = await client.call(contract.affiliateCheck, { code: 'FRIEND10', domain: location.host });
 */
export const affiliateCheck = defineEndpoint({
  name: 'affiliateCheck',
  method: 'GET',
  path: '/wps/agent/affiliate',
  tag: 'account',
  summary: 'Whether an affiliate code is valid for this domain',
  request: Type.Object({
    code: Type.String({ minLength: 1, maxLength: 64 }),
    domain: Type.String({ maxLength: 255 }),
  }),
  response: Type.Boolean(),
});

export const registerSettings = defineEndpoint({
  name: 'registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  tag: 'account',
  summary: 'Validation rules of the registration fields',
  request: Type.Object({
    registerType: Type.Optional(Type.Union([Type.Literal('username'), Type.Literal('mobile')])),
  }),
  response: RegisterRules,
});

export const forgotByEmail = defineEndpoint({
  name: 'forgotByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  encoding: 'form',
  tag: 'account',
  summary:
    'Email a single-use password-reset link (30 minutes) to the address on file. Changes nothing until the link ' +
    'is used, and answers the same whether or not the username and address match an account',
  request: Type.Object({
    username: Type.String({ minLength: 1, maxLength: 64 }),
    email: Type.String({ minLength: 3, maxLength: 128 }),
  }),
  response: Nothing,
});

export const resetByEmailLink = defineEndpoint({
  name: 'resetByEmailLink',
  method: 'POST',
  path: '/wps/member/password/email/reset',
  encrypted: true,
  tag: 'account',
  summary: 'Set a new password with the token of an emailed reset link; the link then stops working',
  request: Type.Object({
    token: Type.String({ minLength: 20, maxLength: 128 }),
    newPassword: Type.String({ minLength: 1, maxLength: 128 }),
    confirmNewPassword: Type.String({ minLength: 1, maxLength: 128 }),
  }),
  response: Type.Object({ userName: Type.String() }),
});

export const resetByPhone = defineEndpoint({
  name: 'resetByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  encrypted: true,
  tag: 'account',
  summary: 'Set a new password with an SMS code',
  request: Type.Object({
    mobileNum: MobileNum,
    countryDialingCode: Type.Optional(DialingCode),
    verificationCode: Type.String({ minLength: 1, maxLength: 255 }),
    newPassword: Type.String({ minLength: 1, maxLength: 128 }),
  }),
  response: Type.Object({ userName: Type.String() }),
});

export const passwordSms = defineEndpoint({
  name: 'passwordSms',
  method: 'POST',
  path: '/wps/verification/sms/password',
  tag: 'account',
  summary: 'Send a password-reset code by SMS',
  request: Type.Object({ mobileNum: MobileNum, countryDialingCode: DialingCode }),
  response: SmsSent,
});

export const registerSms = defineEndpoint({
  name: 'registerSms',
  method: 'POST',
  path: '/wps/verification/sms/register',
  tag: 'account',
  summary: 'Send a registration code by SMS (mobile registration)',
  request: Type.Object({ mobileNo: MobileNum, countryDialingCode: DialingCode }),
  response: SmsSent,
});

export const registerSmsUsername = defineEndpoint({
  name: 'registerSmsUsername',
  method: 'POST',
  path: '/wps/verification/sms/register/username',
  tag: 'account',
  summary: 'Send a registration code by SMS (username registration with mobile verification)',
  request: Type.Object({ mobileNo: MobileNum, countryDialingCode: DialingCode }),
  response: SmsSent,
});

export const countries = defineEndpoint({
  name: 'countries',
  method: 'GET',
  path: '/wps/system/country',
  tag: 'account',
  summary:
    "The brand's country (the dialling code mobile fields preselect) and currency, with every country's dialling code",
  request: Empty,
  response: CountryInfo,
});
