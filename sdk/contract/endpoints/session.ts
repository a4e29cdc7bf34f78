import { defineEndpoint } from '../endpoint';
import { Type, Empty, Nothing, MobileNum, DialingCode, LoginDeviceId } from '../schema';
import { LoginResult, LoginType, LoginInfo, SmsSent } from '../entities';

export const rsaKey = defineEndpoint({
  name: 'rsaKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  tag: 'session',
  summary:
    "The RSA modulus (hex text, e = 0x10001) that wraps each encrypted call's key; fetched again for every sealed call",
  request: Type.Object({ t: Type.Optional(Type.Integer({ description: 'Cache buster (epoch ms)' })) }),
  response: Type.String({ pattern: '^[0-9a-f]+$' }),
  answer: 'text',
});

export const hybridKey = defineEndpoint({
  name: 'hybridKey',
  method: 'GET',
  path: '/wps/session/key/hybrid',
  tag: 'session',
  summary:
    'Public key of the optional hybrid cipher (AES-256-GCM wrapped by RSA-OAEP), for a client that opts in',
  request: Empty,
  response: Type.Object({
    keyId: Type.String(),
    publicKey: Type.String({ description: 'SPKI, base64 DER' }),
    serverTime: Type.Integer({
      description: "The platform's clock (epoch ms): sealed calls carry timestamps on it",
    }),
  }),
});

export const login = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  tag: 'session',
  summary:
    'Log in by username and password, by mobile number and SMS code, or (type firebase, brand setting ' +
    'phoneCodeRoute firebase) by the phone-code provider: firebaseChannel sms, its ID token and the number; a ' +
    'number no account uses answers bind_customer_required, and the token may then register it, or ride on a ' +
    'username and password login (type firebase with both, as the page sends it after "log in with an existing ' +
    'account"): checked before the password, its number is bound to the account when the account has none and ' +
    'no account holds it, and only a bind spends it. An account on ' +
    'a time-out or self-excluded is refused, after the password or code checked out, with account_excluded ' +
    '(value {kind, until})',
  request: Type.Object({
    username: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description:
          'Username, or mobile number for sms (for firebase: only with a password, to bind the number)',
      }),
    ),
    password: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description:
          'Password, or the SMS code for sms (for firebase: with the username, to bind the number)',
      }),
    ),
    type: LoginType,
    firebaseChannel: Type.Optional(Type.Literal('sms')),
    firebaseIdToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
    firebaseMobileNo: Type.Optional(MobileNum),
    captcha: Type.Optional(Type.String({ maxLength: 16 })),
    captchaKey: Type.Optional(Type.String({ maxLength: 64 })),
    countryDialingCode: Type.Optional(DialingCode),
    loginDeviceId: Type.Optional(LoginDeviceId),
  }),
  response: LoginResult,
});

/**
 * @example
 * // after login answered login_verify_required with value { email: true, ... }
 * const result = await client.call(contract.loginVerification, {
 *   username: 'player1', password: 'Secret2026', method: 'E', email: 'player1@example.com',
 * });
 */
export const loginVerification = defineEndpoint({
  name: 'loginVerification',
  method: 'POST',
  path: '/wps/session/login/verification',
  encrypted: true,
  tag: 'session',
  summary:
    'LOGINIPVERF3: the second step of a login from an address new to the account. The username and password ' +
    'go again with one proof of the methods login_verify_required listed: E the bound email, P the name on a ' +
    "bound bank account, S the bound mobile number and a code sent by loginSms (on the phone-code provider's " +
    "route, the provider's firebaseIdToken for that number instead), G an authenticator code. " +
    'Answered as a login; a proof that does not match is login_verify_failed (value.field)',
  request: Type.Object({
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    method: Type.Union([Type.Literal('E'), Type.Literal('G'), Type.Literal('S'), Type.Literal('P')]),
    email: Type.Optional(Type.String({ maxLength: 128 })),
    authCode: Type.Optional(Type.String({ maxLength: 16 })),
    mobileNum: Type.Optional(MobileNum),
    verificationCode: Type.Optional(Type.String({ maxLength: 16 })),
    firebaseIdToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
    payeeName: Type.Optional(Type.String({ maxLength: 64 })),
    captcha: Type.Optional(Type.String({ maxLength: 16 })),
    captchaKey: Type.Optional(Type.String({ maxLength: 64 })),
    loginDeviceId: Type.Optional(LoginDeviceId),
  }),
  response: LoginResult,
});

export const loginFreeplay = defineEndpoint({
  name: 'loginFreeplay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  tag: 'session',
  summary:
    "Create a guest trial account (type 4) and log it in. The platform's page sends a plain, empty body " +
    '(its os/platform fields go into an options object its wrapper ignores)',
  request: Empty,
  response: LoginResult,
});

/**
 * @example
 * await client.call(contract.logout, {});
 */
export const logout = defineEndpoint({
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'required',
  tag: 'session',
  summary: 'Revoke the session token',
  request: Empty,
  response: Nothing,
});

export const loginSms = defineEndpoint({
  name: 'loginSms',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  tag: 'session',
  summary:
    'Send a login code by SMS: for a login by code (MOBILEVERCODELOGIN3), or for the SMS step of a login verification (LOGINIPVERF3)',
  request: Type.Object({ mobileNum: MobileNum, countryDialingCode: DialingCode }),
  response: SmsSent,
});

export const captcha = defineEndpoint({
  name: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  tag: 'session',
  summary:
    "A fresh single-use captcha image, kept for the client's key or, without one, for the browser's cookie session (as the platform's page draws it)",
  request: Type.Object({
    key: Type.Optional(
      Type.String({
        minLength: 16,
        maxLength: 64,
        pattern: '^[A-Za-z0-9_-]+$',
        description:
          'A key the caller chose (for a page on another origin, whose cookies the platform does not see); without it, the answer sets the WPSSESSION cookie',
      }),
    ),
    username: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'For a login: the only username (any case) this captcha will let in',
      }),
    ),
  }),
  response: Type.String({ description: 'base64 PNG' }),
});

export const loginInfo = defineEndpoint({
  name: 'loginInfo',
  method: 'GET',
  path: '/wps/member/login/info',
  auth: 'required',
  tag: 'session',
  summary: 'Previous login time and address, and whether a password change is due',
  request: Empty,
  response: LoginInfo,
});

export const firstLogin = defineEndpoint({
  name: 'firstLogin',
  method: 'POST',
  path: '/wps/member/login/first',
  auth: 'required',
  tag: 'session',
  summary: 'Record the first login of an account (runs once)',
  request: Empty,
  response: Type.Object({ firstTimeLogin: Type.Boolean() }),
});

export const loginWithTicket = defineEndpoint({
  name: 'loginWithTicket',
  method: 'POST',
  path: '/wps/session/login/ticket',
  tag: 'session',
  summary:
    "Sign-on from the partner's session, step 2 (browser, no token): exchanges a partner's one-time ticket for " +
    'a session, answered like a login',
  // No `description`: this definition ships in the script-tag runtime, whose budget is tight. The
  // ticket's life and its refusals are in docs/partners.md and the integration guide.
  request: Type.Object({
    ticket: Type.String({ minLength: 16, maxLength: 128 }),
    partner: Type.Optional(
      Type.String({
        maxLength: 32,
        description: 'The partner the page belongs to; the ticket must be its own',
      }),
    ),
  }),
  response: LoginResult,
});
