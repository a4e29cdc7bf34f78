/**
 * Croupier SDK: a typed client of the operator's platform API, session and state, i18n and the
 * portal's business rules, with no UI.
 *
 * @packageDocumentation
 * @module croupier
 */
export { VERSION, MAJOR_VERSION } from './version';
export { createCroupier, type Croupier, type CroupierOptions } from './runtime';
export {
  createClient,
  type PlatformClient,
  type ClientOptions,
  type CallOptions,
  DEFAULT_TIMEOUT_MS,
} from './client/create-client';
export { PlatformError, isPlatformError } from './client/platform-error';
export { hybridCipher } from './client/hybrid-cipher';
export type { PayloadCipher, SealedPayload } from './client/cipher';
export type { PublicKeyInfo } from './client/hybrid-cipher';
export type { Environment } from './actions/core';
export type { KeyValueStorage, StoredSession } from './session/session-store';
export type { RememberedLogin, CookieJar } from './session/remembered-login';
export type { TranslationPart } from './i18n/create-i18n';
export type { ActiveGame, FrameView } from './state/create-state';
export type { OpenModal } from './state/modals';
export type { Gate } from './actions/access';
export type { LoginDone, NumberProof, PasswordLoginForm } from './actions/auth';
export type { SmsPurpose, PhoneNumber } from './actions/account';
export type { DepositInput } from './actions/cashier';
export type { WithdrawAnswer, WithdrawInput, ProofFile } from './actions/withdrawals';
export type { WalletMoveInput, PersonTransferInput } from './actions/transfers';
export type { RecordsExport, AccountRecordsQuery, RecordActions } from './actions/records';
export type {
  TeamRegisterInput,
  TeamMembersQuery,
  TeamBetsQuery,
  TeamPnlQuery,
  TeamTransactionsQuery,
  IncomeQuery,
} from './actions/agent-team';
export type { ContractOffer } from './actions/agent-contracts';
export type { AgentActions } from './actions/agent-module';
export type { AccountActions } from './actions/account';
export type { CashierActions } from './actions/cashier-module';
export type { SecurityActions } from './actions/security-centre';
import type { SaferGamblingActions } from './actions/safer-gambling';
export type { SaferGamblingActions, LimitInput } from './actions/safer-gambling';
/**
 * The 1.x name of {@link SaferGamblingActions}.
 *
 * @deprecated Use `SaferGamblingActions`; this name goes in 2.0.0.
 */
export type ProtectionActions = SaferGamblingActions;
export type { PromotionActions } from './actions/promotions';
export type { PointsActions, RedeemInput, ConvertInput } from './actions/points';
export type { MessageActions } from './actions/messages';
export type { ContentActions } from './actions/content';
export type { MissionActions } from './actions/missions';
export type { VipActions } from './actions/vip';
export type { RebateActions } from './actions/rebate';
export type { FeedbackActions, FeedbackInput, FeedbackFile } from './actions/feedback';
export type { FeedbackImageVerdict } from './rules/feedback-images';
export type { GamesActions, LotteryActions } from './actions/games-module';
export type { CroupierEvents, CroupierEventName } from './state/events';
export { findWorkingDomain, type DomainRescue } from './actions/domain-rescue';
export type { CroupierState } from './state/create-state';
export type { ModalName } from './state/modals';
/**
 * The portal's business rules as pure functions and constants (SPEC §2–§9): access, launches,
 * validation, pagination, white-label flags. The widgets decide with these; so can an app's own UI.
 *
 * @example
 * import { rules } from 'croupier';
 *
 * const errors = rules.validateMobileLogin({ mobileNum: '912345678', verificationCode: '' });
 */
export * as rules from './rules';
/**
 * The operator's platform API as data: one endpoint per call (method, path, auth, request and
 * response schemas), and the schemas of what the calls answer. The client, the sandbox and the
 * OpenAPI reference all derive from it.
 *
 * @example
 * import { createClient, contract } from 'croupier';
 *
 * const client = createClient({ merchant: 'CROUPIER', getToken: () => token, getLanguage: () => 'EN' });
 * const { sumBalance, currency } = await client.call(contract.balance, {});
 */
export * as contract from './contract-namespace';
