import type { accessActions } from './access';
import type { Core } from './core';
import type { ModalActions } from './modals';

/** What the games actions work with; the lists, favourites and launch actions share one. */
export interface GamesDeps {
  readonly core: Core;
  readonly modals: ModalActions;
  readonly access: ReturnType<typeof accessActions>;
  /** Asked when a game closes: the game moved money. */
  readonly refreshBalance: () => Promise<void>;
  /** The brand's merchant code, which list and launch payloads carry. */
  readonly merchant: string;
}
