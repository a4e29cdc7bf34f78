import type { Sandbox } from '../context';
import { WITHDRAW_SETTINGS, type WithdrawSettings } from '../seed/withdraw-settings';

export type { WithdrawSettings };

/** Orders a member may have with the operator at once (processing, their money held). */
export const MAX_PROCESSING_WITHDRAWALS = 3;

/**
 * The brand's withdrawal rules. A data folder seeded before withdrawals existed has none: it gets
 * the seed's, so an old sandbox keeps starting.
 */
export async function withdrawSettings(sandbox: Sandbox): Promise<WithdrawSettings> {
  return ((await sandbox.settings.get('withdraw')) as WithdrawSettings | undefined) ?? WITHDRAW_SETTINGS;
}

/** SPEC §4's "N minutes" to confirm a paid withdrawal (brand setting, switchable; default 30). */
export async function autoReceiveMinutes(sandbox: Sandbox): Promise<number> {
  return ((await sandbox.settings.get('withdrawAutoReceiveMinutes')) as number | undefined) ?? 30;
}
