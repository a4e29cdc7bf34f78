/** SPEC §3 session-storage keys. */
export const SESSION_KEYS = {
  token: 'token',
  merchant: 'merchant',
  account: 'account',
  customerId: 'customerId',
  /** Numeric account type (SPEC calls it isAgent). */
  isAgent: 'isAgent',
  /** Set while a password change is required before anything else. */
  changePasswordRequired: 'cpw',
  /** Set after login until the after-login modal has been shown. */
  afterLoginModal: 'afterLoginModal',
  /** The game open in /game, so a reload shows it again (its launch token expires on its own). */
  activeGame: 'croupierGame',
} as const;

/**
 * The one session-storage entry that holds the keys above on a page that is not the portal's
 * (script-tag widgets on a partner's page), per merchant so two brands on one page never mix.
 */
export const partnerSessionEntry = (merchant: string) => `croupier:${merchant}:session`;

/** SPEC §3 local-storage key of the chosen language. */
export const LANGUAGE_KEY = 'hisLang';

/** Remember-me cookies: username and login type only, never a password (DESIGN, Security). */
export const REMEMBER_COOKIES = {
  username: 'rememberUsername',
  loginType: 'rememberLoginType',
  dialingCode: 'rememberDialingCode',
} as const;

/** SPEC §9: remember-me cookies last one day. */
export const REMEMBER_MAX_AGE_SECONDS = 24 * 60 * 60;
