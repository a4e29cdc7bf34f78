import type { Core } from './core';
import type { ModalActions } from './modals';
import type { accessActions } from './access';
import { gameActions } from './games';
import { lotteryActions } from './lottery';

/** The games and lottery actions: one chunk, loaded by the first call to either. */
export function gamesModule(
  core: Core,
  modals: ModalActions,
  access: ReturnType<typeof accessActions>,
  refreshBalance: () => Promise<void>,
  merchant: string,
) {
  return {
    games: gameActions(core, modals, access, refreshBalance, merchant),
    lottery: lotteryActions(core),
  };
}
