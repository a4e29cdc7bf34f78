import { defineEndpoint } from '../endpoint';
import { Type, Empty, MAX_PAGE_NO } from '../schema';
import { ContractAnswer, ContractPeriodName, ContractTier } from '../entities/agent';
import { RaffleDraw } from '../entities/promotions';
import {
  FEEDBACK_IMAGE_ID_PATTERN,
  FEEDBACK_PAGE_MAX,
  FEEDBACK_RATE,
  Feedback,
  FeedbackImageData,
  FeedbackImageUpload,
  FeedbackPage,
  FeedbackTypeName,
} from '../entities/feedback';
import { MAX_FEEDBACK_IMAGES } from '../feedback';
import { MAX_PROOF_BYTES } from '../withdraw-proof';

// Agent contract relays. SPEC §7 names them; the relay names follow the platform's SERVICE_operation
// style, the shapes are ours (sdk/contract/entities/agent.ts). SPEC §4's rules, enforced by the
// platform: an agent offers a contract of a kind to one of its direct downline agents; the downline
// accepts or rejects it; accepting replaces the downline's previous contract of that kind and ends
// every contract of that kind further down its line whose rate is above the new one; the offerer
// may withdraw an offer (cancel) or end a contract (terminate); an owed balance can be returned
// (paid by the upline). Refusals: error_not_agent, contract_not_found, contract_state (the action
// does not fit the contract's status), contract_tiers_invalid, contract_rate_exceeds (above the
// offerer's own rate of that kind), not_found (not a direct downline agent), feature_disabled (the
// kind's brand flag is off), insufficient_balance (returnBalance).

const ContractAction = Type.Object({
  action: Type.Union(
    ['list', 'offer', 'accept', 'reject', 'cancel', 'terminate', 'returnBalance'].map((a) => Type.Literal(a)),
  ),
  contractId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The direct downline agent an offer is for. */
  downline: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** An offer's tiers, thresholds rising and rates not falling (sdk/rules/contracts.ts). */
  tiers: Type.Optional(Type.Array(ContractTier, { minItems: 1, maxItems: 10 })),
  /** Kept for the first clients: a one-tier offer from 0 at this rate. */
  rate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  period: Type.Optional(ContractPeriodName),
  /** Idempotency id of an offer or a returnBalance: the same id and content answers the same result. */
  requestId: Type.Optional(Type.String({ minLength: 8, maxLength: 64 })),
});

/**
 * @example
 * const { list, payouts } = await client.call(contract.dividendRequest, { action: 'list' });
 */
export const dividendRequest = defineEndpoint({
  name: 'dividendRequest',
  method: 'POST',
  path: '/wps/relay/ACS_dividendRequest',
  auth: 'required',
  tag: 'agent',
  summary:
    'Dividend contracts (flag enableCt): a share of the downline team’s net loss each week, half month or ' +
    'month. Offer, accept, reject, cancel, terminate, return an owed balance, or list',
  request: ContractAction,
  response: ContractAnswer,
});

export const dailySalaryContract = defineEndpoint({
  name: 'dailySalaryContract',
  method: 'POST',
  path: '/wps/relay/ACS_dailySalaryContract',
  auth: 'required',
  tag: 'agent',
  summary:
    'Daily salary contracts (flag salary): a share of the downline team’s valid bets each GMT+8 day. Offer, ' +
    'accept, reject, cancel, terminate, return an owed balance, or list',
  request: ContractAction,
  response: ContractAnswer,
});

export const hourlySalary = defineEndpoint({
  name: 'hourlySalary',
  method: 'POST',
  path: '/wps/relay/ACS_hourlySalary',
  auth: 'required',
  tag: 'agent',
  summary:
    'Hourly salary contracts (flag hourSalary): a share of the downline team’s valid bets each hour. Offer, ' +
    'accept, reject, cancel, terminate, return an owed balance, or list',
  request: ContractAction,
  response: ContractAnswer,
});

export const realtimeSalary = defineEndpoint({
  name: 'realtimeSalary',
  method: 'POST',
  path: '/wps/relay/ACS_realtimeSalary',
  auth: 'required',
  tag: 'agent',
  summary:
    'Real-time salary contracts: a share of the downline team’s valid bets, settled every 5 minutes. Offer, ' +
    'accept, reject, cancel, terminate, return an owed balance, or list',
  request: ContractAction,
  response: ContractAnswer,
});

export const contractInfo = defineEndpoint({
  name: 'contractInfo',
  method: 'GET',
  path: '/wps/agent/contract/consolidated',
  auth: 'required',
  tag: 'agent',
  summary: 'Offers of each kind waiting for the caller to accept or reject',
  request: Empty,
  response: Type.Object({
    dailysalreqtype: Type.Integer(),
    divtypereq: Type.Integer(),
    contracthoursalreq: Type.Integer(),
    realtimesalreqtype: Type.Integer(),
  }),
});

export const raffleClaim = defineEndpoint({
  name: 'raffleClaim',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimRaffle',
  auth: 'required',
  tag: 'common',
  summary:
    "Draws the prize of one of the member's raffle draws (earned from valid bets since signing up, or granted by the operator) and credits it to the main wallet through the ledger, from the operator's promotions budget. The same requestId answers the same draw; for another raffle 409 idempotency_conflict. Refusals: promotion_action_invalid (not a raffle), promotion_not_open, promotion_not_joined, raffle_no_draw (no draw waiting), promotion_unavailable",
  request: Type.Object({
    promotionId: Type.Integer(),
    requestId: Type.String({ minLength: 8, maxLength: 64 }),
  }),
  // `prize` and `amount` as SPEC's relay answers; the rest is ours: which draw, and how many remain.
  response: Type.Object({
    ...RaffleDraw.properties,
    earned: Type.Integer({ minimum: 0 }),
    drawn: Type.Integer({ minimum: 0 }),
  }),
});

// Feedback (SPEC §7 "Agent and common": PUT /wps/feedback; the list and the image calls are ours).
// A member reaches only its own feedback and images: anything else answers not_found. Trial
// accounts are refused with in_need_true_account: a free-play guest costs nothing to make, so
// feedback from one would be an open door for storing images.

/**
 * The feedback call's body at its largest: three images of 5 MB in base64 (4 characters for every
 * 3 bytes), plus room for the text and the rest of the JSON. Every other call keeps the server's
 * default limit; a body past this one answers 413 before it is read.
 */
const FEEDBACK_BODY_LIMIT = MAX_FEEDBACK_IMAGES * 4 * Math.ceil(MAX_PROOF_BYTES / 3) + 64 * 1024;

/**
 * @example
 * const sent = await client.call(contract.feedback, {
 *   requestId: crypto.randomUUID(), type: 'deposit', content: 'My deposit has not arrived yet.',
 *   images: [{ name: 'receipt.png', type: 'image/png', dataBase64 }],
 * });
 */
export const feedback = defineEndpoint({
  name: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'required',
  tag: 'common',
  summary:
    'Sends feedback: a type, a text of 10 to 500 characters and up to 3 png or jpg images of at most 5 MB, ' +
    'judged by their bytes (never the name or the declared type); answers the feedback as the list shows it',
  description:
    'Refusals: feedback_content_invalid (value {field, reason: required|length, min, max}); ' +
    'feedback_image_invalid (value {field, index, reason: type|size|count}); TOO_MANY_REQUESTS past ' +
    `${FEEDBACK_RATE.max} feedbacks an hour (value.retryAfterSeconds); idempotency_conflict (the requestId ` +
    'was used for other content; the same content answers the first result again); in_need_true_account ' +
    '(trial accounts); a body past three images of 5 MB (four of them, say) answers 413 invalid_request ' +
    'before it is read. A refused feedback stores nothing.',
  request: Type.Object({
    /** Idempotency id: a retry after a lost answer gets the first answer, not a second feedback. */
    requestId: Type.String({ minLength: 8, maxLength: 64 }),
    type: FeedbackTypeName,
    /** Bounded by the platform's rule (sdk/contract/feedback.ts), which names the problem. */
    content: Type.String(),
    images: Type.Optional(Type.Array(FeedbackImageUpload)),
  }),
  response: Feedback,
  bodyLimit: FEEDBACK_BODY_LIMIT,
});

/**
 * @example
 * const { list } = await client.call(contract.feedbackList, { pageNo: 1, pageSize: 10 });
 */
export const feedbackList = defineEndpoint({
  name: 'feedbackList',
  method: 'GET',
  path: '/wps/feedback/list',
  auth: 'required',
  tag: 'common',
  summary: "The member's feedback, newest first, each with its images (without their bytes) and the replies",
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: FEEDBACK_PAGE_MAX, default: 10 })),
  }),
  response: FeedbackPage,
});

/**
 * @example
 * const image = await client.call(contract.feedbackImage, { id: feedback.images[0].id });
 * img.src = `data:${image.type};base64,${image.dataBase64}`;
 */
export const feedbackImage = defineEndpoint({
  name: 'feedbackImage',
  method: 'GET',
  path: '/wps/feedback/image',
  auth: 'required',
  tag: 'common',
  summary:
    "One image of the member's own feedback, its type as its bytes said when it arrived. Refusal: " +
    'not_found (no such image of the member’s)',
  request: Type.Object({ id: Type.String({ pattern: FEEDBACK_IMAGE_ID_PATTERN }) }),
  response: FeedbackImageData,
});
