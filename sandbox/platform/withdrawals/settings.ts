import type { Sandbox } from '../../core/context';
import type { WithdrawSettings } from './withdraw-settings';

export type { WithdrawSettings };

/** Orders a member may have with the operator at once (processing, their money held). */
export const MAX_PROCESSING_WITHDRAWALS = 3;

/** The brand's withdrawal rules. */
export const withdrawSettings = (sandbox: Sandbox): Promise<WithdrawSettings> =>
  sandbox.settings.get('withdraw');

/** SPEC §4's "N minutes" to confirm a paid withdrawal (brand setting, switchable). */
export const autoReceiveMinutes = (sandbox: Sandbox): Promise<number> =>
  sandbox.settings.get('withdrawAutoReceiveMinutes');
