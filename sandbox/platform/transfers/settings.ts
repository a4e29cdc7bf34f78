import type { Sandbox } from '../../core/context';

/** The least amount one transfer moves (minor units): 1.00. SPEC shows no limit; this one is ours. */
export const TRANSFER_MIN_MINOR = 1_00;

/** Whether a launch moves the money by itself (brand setting, switchable). */
export const autoTransferOn = (sandbox: Sandbox): Promise<boolean> =>
  sandbox.settings.get('walletAutoTransfer');
