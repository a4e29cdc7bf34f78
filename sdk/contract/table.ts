import type { Endpoint } from './endpoint';
import * as session from './endpoints/session';
import * as member from './endpoints/member';
import * as account from './endpoints/account';
import * as system from './endpoints/system';
import * as wallet from './endpoints/wallet';
import * as cashier from './endpoints/cashier';
import * as messages from './endpoints/messages';
import * as points from './endpoints/points';
import * as promotions from './endpoints/promotions';
import * as games from './endpoints/games';
import * as vendors from './endpoints/vendors';
import * as lottery from './endpoints/lottery';
import * as agent from './endpoints/agent';
import * as agentTeam from './endpoints/agent-team';
import * as contractOffers from './endpoints/contract-offers';
import * as feedback from './endpoints/feedback';
import * as security from './endpoints/security';
import * as withdraw from './endpoints/withdraw';
import * as records from './endpoints/records';
import * as transfer from './endpoints/transfer';
import * as partner from './endpoints/partner';
import * as saferGambling from './endpoints/safer-gambling';
import * as missions from './endpoints/missions';
import * as vip from './endpoints/vip';
import * as rebate from './endpoints/rebate';
import * as bonuses from './endpoints/bonuses';

/**
 * Every call of the platform API, by name. The sandbox registers its routes from this table and
 * the API reference is generated from it; browser code imports single endpoints instead so that
 * bundles carry only the calls they make.
 */
export const contract = {
  ...session,
  ...member,
  ...account,
  ...system,
  ...wallet,
  ...cashier,
  ...messages,
  ...points,
  ...promotions,
  ...games,
  ...vendors,
  ...lottery,
  ...agent,
  ...contractOffers,
  ...feedback,
  ...agentTeam,
  ...security,
  ...withdraw,
  ...records,
  ...transfer,
  ...partner,
  ...saferGambling,
  ...missions,
  ...vip,
  ...rebate,
  ...bonuses,
} as const;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/** The table as a list, in declaration order. */
export const endpoints: readonly Endpoint[] = Object.values(contract);
