import type { Sandbox } from '../context';

/** The least amount one transfer moves (minor units): 1.00. SPEC shows no limit; this one is ours. */
export const TRANSFER_MIN_MINOR = 1_00;

/**
 * Whether a launch moves the money by itself (brand setting, switchable). A data folder seeded
 * before transfers existed has none: it gets the seed's value, on.
 */
export async function autoTransferOn(sandbox: Sandbox): Promise<boolean> {
  return ((await sandbox.settings.get('walletAutoTransfer')) as boolean | undefined) ?? true;
}
