import type { HandlerTable } from '../http/handler';
import { systemHandlers } from './system';
import { sessionHandlers } from './session';
import { accountHandlers } from './account';
import { walletHandlers } from './wallet';
import { messageHandlers } from './messages';
import { catalogueHandlers } from './catalogue';
import { registerHandlers } from './register';
import { passwordHandlers } from './password';
import { gameHandlers } from './games';
import { launchHandlers } from './launch';
import { lotteryHandlers } from './lottery';

/** Every implemented endpoint; the rest answer 501 until their issue builds them. */
export const handlers: HandlerTable = {
  ...systemHandlers,
  ...sessionHandlers,
  ...accountHandlers,
  ...walletHandlers,
  ...messageHandlers,
  ...catalogueHandlers,
  ...registerHandlers,
  ...passwordHandlers,
  ...gameHandlers,
  ...launchHandlers,
  ...lotteryHandlers,
};
