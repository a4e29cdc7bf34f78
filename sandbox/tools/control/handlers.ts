import type { HandlersOf } from '../../core/http/handler';
import type { ControlEndpoints } from './endpoints';
import { listing } from './listing';
import { scenarioSwitches } from './scenario-switches';
import { readouts } from './readouts';
import { accountSwitches } from './account-switches';
import { gameSwitches } from './game-switches';
import { depositSwitches } from './deposit-switches';
import { withdrawSwitches } from './withdraw-switches';
import { partnerSwitches } from './partner-switches';
import { contractSwitches } from './contract-switches';
import { clockSwitches } from './clock-switches';
import { domainSwitches } from './domain-switches';
import { phoneProviderSwitches } from './phone-provider-switches';
import { pointsSwitches } from './points-switches';
import { messageSwitches } from './message-switches';
import { promotionSwitches } from './promotion-switches';
import { rebateSwitches } from './rebate-switches';
import { chatSwitches } from './chat-switches';
import { bonusSwitches } from './bonus-switches';
import { reset } from './reset';

/**
 * Every switch's implementation. Register them only behind control/guard.ts: they hand out codes
 * and answers that unlock any account.
 */
export const controlHandlers: HandlersOf<ControlEndpoints> = {
  listing,
  ...scenarioSwitches,
  ...readouts,
  ...accountSwitches,
  ...gameSwitches,
  ...depositSwitches,
  ...withdrawSwitches,
  ...partnerSwitches,
  ...contractSwitches,
  ...clockSwitches,
  ...domainSwitches,
  ...phoneProviderSwitches,
  ...messageSwitches,
  ...pointsSwitches,
  ...promotionSwitches,
  ...rebateSwitches,
  ...chatSwitches,
  ...bonusSwitches,
  reset,
};
