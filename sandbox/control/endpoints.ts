import { defineEndpoint } from '../../sdk/contract/endpoint';
import { Empty, Nothing, Type } from '../../sdk/contract/schema';
import { DepositOrder } from '../../sdk/contract/entities/deposit';
import { AutoSettle, DepositSettle } from './deposit-switches';
import { WithdrawOrder } from '../../sdk/contract/entities/withdraw';
import { WithdrawalOrderNo, WithdrawalReject } from './withdraw-switches';
import {
  PartnerOriginsChange,
  PartnerPut,
  PartnerRead,
  PartnerView,
  PartnerWalletChange,
} from './partner-switches';
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
    summary: 'The answer of the captcha drawn for `key`, or of the latest one',
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
  settleDeposit: defineEndpoint({
    name: 'settleDeposit',
    method: 'POST',
    path: '/sandbox/deposits/settle',
    tag: 'sandbox',
    summary:
      'The payment simulator pays, fails or expires a pending deposit order (a settled order stays as it is)',
    request: DepositSettle,
    response: DepositOrder,
  }),
  depositAutoSettle: defineEndpoint({
    name: 'depositAutoSettle',
    method: 'POST',
    path: '/sandbox/deposits/auto-settle',
    tag: 'sandbox',
    summary:
      'How long after it is made the simulator pays a new deposit order by itself (null: never; default 4000 ms)',
    request: AutoSettle,
    response: AutoSettle,
  }),
  payWithdrawal: defineEndpoint({
    name: 'payWithdrawal',
    method: 'POST',
    path: '/sandbox/withdrawals/pay',
    tag: 'sandbox',
    summary:
      "The operator pays a processing withdrawal: it awaits the player's confirmation for the brand's " +
      'auto-receive minutes (an order in another status stays as it is)',
    request: WithdrawalOrderNo,
    response: WithdrawOrder,
  }),
  rejectWithdrawal: defineEndpoint({
    name: 'rejectWithdrawal',
    method: 'POST',
    path: '/sandbox/withdrawals/reject',
    tag: 'sandbox',
    summary:
      'The operator rejects a processing withdrawal with a reason the player sees; the amount goes back to ' +
      'the wallet (an order in another status stays as it is)',
    request: WithdrawalReject,
    response: WithdrawOrder,
  }),
  forceReceiveWithdrawal: defineEndpoint({
    name: 'forceReceiveWithdrawal',
    method: 'POST',
    path: '/sandbox/withdrawals/force-receive',
    tag: 'sandbox',
    summary:
      'A paid withdrawal awaiting confirmation counts as received now (forced_received), as if its ' +
      'auto-receive time had passed',
    request: WithdrawalOrderNo,
    response: WithdrawOrder,
  }),
  partner: defineEndpoint({
    name: 'partner',
    method: 'GET',
    path: '/sandbox/partners/:id',
    tag: 'sandbox',
    summary:
      'A partner: its origins, wallet mode and URL, and its signing secret (no platform call returns it)',
    request: PartnerRead,
    response: PartnerView,
  }),
  partnerWallet: defineEndpoint({
    name: 'partnerWallet',
    method: 'POST',
    path: '/sandbox/partners/:id/wallet',
    tag: 'sandbox',
    summary:
      "Puts a partner's players' money at the platform (`platform`) or at the partner (`seamless`: signed " +
      'callbacks to `url`, each attempt given `timeoutMs`)',
    request: PartnerWalletChange,
    response: PartnerView,
  }),
  partnerOrigins: defineEndpoint({
    name: 'partnerOrigins',
    method: 'POST',
    path: '/sandbox/partners/:id/origins',
    tag: 'sandbox',
    summary:
      "Sets a partner's page origins (exact origins), at once: they may frame the widgets, call the API " +
      'from a browser and exchange its tickets (what CROUPIER_PARTNER_ORIGINS sets at start-up)',
    request: PartnerOriginsChange,
    response: PartnerView,
  }),
  putPartner: defineEndpoint({
    name: 'putPartner',
    method: 'POST',
    path: '/sandbox/partners/:id',
    tag: 'sandbox',
    summary: 'Adds a partner (a fresh secret) or renames one and sets its origins (its secret kept)',
    request: PartnerPut,
    response: PartnerView,
  }),
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
