/** Back-office accounts (SPEC §6 admin label): they exist, but cannot log in to the member portal. */
export const ADMIN_ACCOUNT_TYPE = 9;

/** SPEC §4: the trial (demo) account type. */
export const TRIAL_ACCOUNT_TYPE = 4;
