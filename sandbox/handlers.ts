import type { HandlerTable } from './http/handler';
import { noticeHandlers } from './brand/notice-handlers';
import { systemHandlers } from './brand/system-handlers';
import { sessionHandlers } from './auth/session-handlers';
import { passwordHandlers } from './auth/password-handlers';
import { memberHandlers } from './accounts/member-handlers';
import { registrationHandlers } from './accounts/registration-handlers';
import { balanceHandlers } from './wallet/balance-handlers';
import { fundsHandlers } from './wallet/funds-handlers';
import { depositHandlers } from './cashier/deposit-handlers';
import { vendorHandlers } from './catalogue/vendor-handlers';
import { gameHandlers } from './catalogue/game-handlers';
import { favoriteHandlers } from './catalogue/favorite-handlers';
import { lotteryHandlers } from './catalogue/lottery-handlers';
import { launchHandlers } from './games/launch-handlers';
import { securityHandlers } from './security-centre';
import { withdrawHandlers } from './withdrawals/withdraw-handlers';
import { recordsHandlers } from './records';
import { transferHandlers } from './transfers';
import { partnerHandlers } from './partners';
import { agentTeamHandlers } from './agents';
import { contractHandlers, offerAnswerHandlers } from './contracts';
import { protectionHandlers } from './protection';
import { pointsHandlers } from './points';
import { messageHandlers } from './messages';
import { feedbackHandlers } from './feedback';
import { promotionHandlers } from './promotions';
import { missionHandlers } from './missions';
import { referralHandlers } from './referral';
import { vipHandlers } from './vip';
import { rebateHandlers } from './rebate';
import { bonusHandlers } from './bonuses';

/**
 * Every implemented contract endpoint, by domain. An entry without a handler answers 501
 * `not_implemented`, and docs/spec-coverage.md lists it (its test fails otherwise).
 */
export const handlers: HandlerTable = {
  ...systemHandlers,
  ...noticeHandlers,
  ...sessionHandlers,
  ...passwordHandlers,
  ...memberHandlers,
  ...registrationHandlers,
  ...balanceHandlers,
  ...fundsHandlers,
  ...depositHandlers,
  ...vendorHandlers,
  ...gameHandlers,
  ...favoriteHandlers,
  ...lotteryHandlers,
  ...launchHandlers,
  ...securityHandlers,
  ...withdrawHandlers,
  ...recordsHandlers,
  ...transferHandlers,
  ...partnerHandlers,
  ...agentTeamHandlers,
  ...contractHandlers,
  ...offerAnswerHandlers,
  ...protectionHandlers,
  ...pointsHandlers,
  ...messageHandlers,
  ...feedbackHandlers,
  ...promotionHandlers,
  ...missionHandlers,
  ...referralHandlers,
  ...vipHandlers,
  ...rebateHandlers,
  ...bonusHandlers,
};
