import { defineEndpoint } from '@sdk/contract/endpoint';
import { Empty, Nothing, Type } from '@sdk/contract/schema';
import { depositSwitchEndpoints } from './deposit-switches';
import { withdrawSwitchEndpoints } from './withdraw-switches';
import { partnerSwitchEndpoints } from './partner-switches';
import { contractSwitchEndpoints } from './contract-switches';
import { clockSwitchEndpoints } from './clock-switches';
import { domainSwitchEndpoints } from './domain-switches';
import { phoneProviderSwitchEndpoints } from './phone-provider-switches';
import { pointsSwitchEndpoints } from './points-switches';
import { messageSwitchEndpoints } from './message-switches';
import { promotionSwitchEndpoints } from './promotion-switches';
import { rebateSwitchEndpoints } from './rebate-switches';
import { chatSwitchEndpoints } from './chat-switches';
import { bonusSwitchEndpoints } from './bonus-switches';
import { accountSwitchEndpoints } from './account-switches';
import {
  CaptchaAnswer,
  EmailMessage,
  Flag,
  Listing,
  Maintenance,
  Notice,
  RuleChange,
  Rounds,
  Setting,
  SmsMessage,
  Status,
  StatusChange,
} from './schemas';

/**
 * The sandbox's switches under /sandbox/: they let a person demo, and a test reach, every state of
 * the platform. Declared like the platform's endpoints and registered by the same code, but kept
 * here: they are not the operator's API, so neither the client nor the API reference sees them.
 * Path parameters (`:username`) are fields of the request. GET /sandbox lists the rest.
 */
export const controlEndpoints = {
  listing: defineEndpoint({
    name: 'listing',
    method: 'GET',
    path: '/sandbox',
    tag: 'sandbox',
    summary: 'What the switches are, how to reach them, and the list of them (needs no token)',
    request: Empty,
    response: Listing,
  }),
  status: defineEndpoint({
    name: 'status',
    method: 'GET',
    path: '/sandbox/status',
    tag: 'sandbox',
    summary: 'The scenario of the root screen: maintenance, region restriction, visitor country',
    request: Empty,
    response: Status,
  }),
  setStatus: defineEndpoint({
    name: 'setStatus',
    method: 'POST',
    path: '/sandbox/status',
    tag: 'sandbox',
    summary: 'Switches maintenance, region restriction or the visitor country',
    request: StatusChange,
    response: Status,
  }),
  setFlag: defineEndpoint({
    name: 'setFlag',
    method: 'POST',
    path: '/sandbox/flags',
    tag: 'sandbox',
    summary: 'Turns one whitelabel flag on or off',
    request: Flag,
    response: Flag,
  }),
  setSetting: defineEndpoint({
    name: 'setSetting',
    method: 'POST',
    path: '/sandbox/settings',
    tag: 'sandbox',
    summary: 'Changes one switchable brand setting, keeping its type',
    request: Setting,
    response: Setting,
  }),
  setRegisterRule: defineEndpoint({
    name: 'setRegisterRule',
    method: 'POST',
    path: '/sandbox/register-rules',
    tag: 'sandbox',
    summary: 'Changes one registration rule; the register form follows it on its next load',
    request: RuleChange,
    response: Type.Union([RuleChange, Nothing]),
  }),
  captcha: defineEndpoint({
    name: 'captcha',
    method: 'GET',
    path: '/sandbox/captcha',
    tag: 'sandbox',
    summary: 'The answer of the captcha drawn for `key`, or of the one drawn last',
    request: Type.Object({ key: Type.Optional(Type.String()) }),
    response: CaptchaAnswer,
  }),
  smsOutbox: defineEndpoint({
    name: 'smsOutbox',
    method: 'GET',
    path: '/sandbox/outbox/sms',
    tag: 'sandbox',
    summary: 'The SMS outbox, newest first; `mobile` filters by number',
    request: Type.Object({ mobile: Type.Optional(Type.String()) }),
    response: Type.Array(SmsMessage),
  }),
  emailOutbox: defineEndpoint({
    name: 'emailOutbox',
    method: 'GET',
    path: '/sandbox/outbox/email',
    tag: 'sandbox',
    summary: 'The email outbox, newest first; `address` filters by recipient',
    request: Type.Object({ address: Type.Optional(Type.String()) }),
    response: Type.Array(EmailMessage),
  }),
  ...accountSwitchEndpoints,
  vendorMaintenance: defineEndpoint({
    name: 'vendorMaintenance',
    method: 'POST',
    path: '/sandbox/vendors/:code/maintenance',
    tag: 'sandbox',
    summary: 'Puts a vendor under maintenance for `minutes` from now (0 ends it)',
    request: Maintenance,
    response: Type.Object({ vendor: Type.String(), minutes: Type.Integer() }),
  }),
  failNextSettlement: defineEndpoint({
    name: 'failNextSettlement',
    method: 'POST',
    path: '/sandbox/games/fail-next-settlement',
    tag: 'sandbox',
    summary: 'The next settlement fails, so its round is refunded (the rollback path of a seamless wallet)',
    request: Empty,
    response: Type.Literal(true),
  }),
  publishNotice: defineEndpoint({
    name: 'publishNotice',
    method: 'POST',
    path: '/sandbox/notices',
    tag: 'sandbox',
    summary: 'Publishes a notice with any HTML (the portal must sanitize it)',
    request: Notice,
    response: Type.Object({ id: Type.Integer() }),
  }),
  rounds: defineEndpoint({
    name: 'rounds',
    method: 'GET',
    path: '/sandbox/rounds',
    tag: 'sandbox',
    summary: "A member's betting records and ledger balance, to check what the portal shows",
    request: Type.Object({ username: Type.Optional(Type.String()) }),
    response: Rounds,
  }),
  ...depositSwitchEndpoints,
  ...withdrawSwitchEndpoints,
  ...partnerSwitchEndpoints,
  ...contractSwitchEndpoints,
  ...clockSwitchEndpoints,
  ...domainSwitchEndpoints,
  ...phoneProviderSwitchEndpoints,
  ...messageSwitchEndpoints,
  ...pointsSwitchEndpoints,
  ...promotionSwitchEndpoints,
  ...rebateSwitchEndpoints,
  ...chatSwitchEndpoints,
  ...bonusSwitchEndpoints,
  reset: defineEndpoint({
    name: 'reset',
    method: 'POST',
    path: '/sandbox/reset',
    tag: 'sandbox',
    summary: "Puts every switch, and the demo accounts' passwords and balances, back to the seed's",
    request: Empty,
    response: Nothing,
  }),
} as const;

export type ControlEndpoints = typeof controlEndpoints;
