import type { HandlerTable } from '../core/http/handler';
import { noticeHandlers } from './brand/notice-handlers';
import { systemHandlers } from './brand/system-handlers';
import { sessionHandlers } from './auth/session-handlers';
import { passwordHandlers } from './auth/password-handlers';
import { memberHandlers } from './accounts/member-handlers';
import { registrationHandlers } from './auth/registration-handlers';
import { balanceHandlers } from './wallet/balance-handlers';
import { fundsHandlers } from './wallet/funds-handlers';
import { depositHandlers } from './cashier/deposit-handlers';
import { vendorHandlers } from './catalogue/vendor-handlers';
import { gameHandlers } from './catalogue/game-handlers';
import { liveTableHandlers } from './catalogue/live-table-handlers';
import { jackpotHandlers } from './catalogue/jackpot-handlers';
import { sportMatchHandlers } from './catalogue/sport-match-handlers';
import { favoriteHandlers } from './catalogue/favorite-handlers';
import { lotteryHandlers } from './catalogue/lottery-handlers';
import { launchHandlers } from './launches/launch-handlers';
import { securityHandlers } from './security-centre/security-handlers';
import { withdrawHandlers } from './withdrawals/withdraw-handlers';
import { recordsHandlers } from './records/records-handlers';
import { transferHandlers } from './transfers/handlers';
import { partnerHandlers } from './partners/partner-handlers';
import { agentTeamHandlers } from './agents/agent-team-handlers';
import { contractHandlers } from './agent-contracts/handlers';
import { offerAnswerHandlers } from './agent-contracts/offer-answer-handlers';
import { protectionHandlers } from './safer-gambling/handlers';
import { pointsHandlers } from './points/handlers';
import { messageHandlers } from './messages/message-handlers';
import { feedbackHandlers } from './feedback/feedback-handlers';
import { promotionHandlers } from './promotions/handlers';
import { missionHandlers } from './missions/handlers';
import { referralHandlers } from './referral/handlers';
import { vipHandlers } from './vip/handlers';
import { rebateHandlers } from './rebate/handlers';
import { bonusHandlers } from './bonuses/handlers';

/**
 * Every implemented contract endpoint, by domain: each domain's handlers file is its face to the
 * platform API, registered here; its index.ts is the door for the other domains. An entry without a handler answers 501
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
  ...liveTableHandlers,
  ...jackpotHandlers,
  ...sportMatchHandlers,
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
