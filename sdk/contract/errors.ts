/** Error codes that end the session: the client clears it and asks the player to log in again. */
export const SESSION_ENDING_CODES = [
  'token_ip_different',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
  // Safer gambling: the session limit ended this login (value.endedAt).
  'session_limit_reached',
] as const;

/**
 * Error codes the platform answers with. Each has a translated message (`errors.<code>`);
 * an unknown code shows the server's message.
 */
export const ERROR_CODES = [
  ...SESSION_ENDING_CODES,
  'invalid_request',
  'not_found',
  'not_implemented',
  'internal_error',
  'decrypt_failed',
  'TOO_MANY_REQUESTS',
  'login_failed',
  'captcha_required',
  'captcha_invalid',
  // LOGINIPVERF3: value lists the second steps the account offers (LoginVerificationMethods).
  'login_verify_required',
  // value.field: the proof of a login verification that did not match.
  'login_verify_failed',
  // The phone-code provider's route (SPEC §7): its ID token refused (value.reason), the provider
  // out of reach, and a provider login for a number no account uses.
  'phone_token_invalid',
  'phone_provider_unavailable',
  'bind_customer_required',
  'account_locked',
  'account_disabled',
  'vendor_under_maintenance',
  'launch_game_balance_not_enough',
  'game_round_open',
  // A free demo asked of a game that has none (freeplay 0).
  'game_no_trial',
  // A seamless partner has not confirmed the round's stake yet (sandbox/platform/rounds/state.ts).
  'round_in_progress',
  // value.max: the brand's number of rounds a member may hold open at once.
  'too_many_open_rounds',
  // A PvP room with every seat taken (value.max: its seats).
  'room_full',
  'domain_not_available',
  'member_no_enter',
  'error_not_agent',
  'in_need_true_account',
  'sms_code_invalid',
  'sms_code_expired',
  'username_taken',
  'mobile_taken',
  'field_invalid',
  'password_mismatch',
  'password_incorrect',
  'invitation_code_error',
  'email_not_found',
  'mobile_not_found',
  'feature_disabled',
  'insufficient_balance',
  'network_error',
  'network_timeout',
  'password_change_required',
  'reset_link_invalid',
  'server_busy',
  'request_id_conflict',
  'idempotency_conflict',
  'launch_game_mismatch',
  'not_configured',
  'request_expired',
  'request_replayed',
  'payment_password_format',
  'payment_password_trivial',
  'payment_password_incorrect',
  'payment_password_locked',
  'payment_password_required',
  'mobile_not_bound',
  'payout_card_invalid',
  'payout_address_invalid',
  'payout_account_limit',
  'payout_account_duplicate',
  'contact_already_bound',
  // value.max: registrations a line of agents may make in an hour, together.
  'team_register_limit',
  'email_code_invalid',
  // Deposits (sdk/contract/endpoints/cashier.ts).
  'deposit_method_unavailable',
  'deposit_amount_invalid',
  'deposit_bonus_ineligible',
  'deposit_pending_limit',
  // Withdrawals (sdk/contract/endpoints/withdraw.ts).
  'withdraw_amount_invalid',
  'withdraw_account_required',
  'withdraw_insufficient_balance',
  'withdraw_daily_limit',
  'withdraw_pending_limit',
  'withdraw_turnover_required',
  'withdraw_not_awaiting',
  'withdraw_proof_invalid',
  // Records (sdk/contract/endpoints/records.ts): value.reason says what is wrong with the range.
  'date_range_invalid',
  // Sign-on with a partner's ticket (loginWithTicket in sdk/contract/endpoints/session.ts).
  'ticket_invalid',
  'ticket_used',
  'ticket_expired',
  'ticket_partner_mismatch',
  // Seamless wallet: the partner's wallet did not answer a balance or bet in time.
  'wallet_unavailable',
  // Safer gambling (sdk/contract/endpoints/safer-gambling.ts).
  'deposit_limit_exceeded',
  'loss_limit_exceeded',
  'limit_confirm_too_early',
  'account_excluded',
  'age_confirmation_required',
  // Messages and feedback (sdk/contract/endpoints/messages.ts, feedback in endpoints/agent.ts):
  // value.reason says what is wrong, value.index which image.
  'feedback_content_invalid',
  'feedback_image_invalid',
  // Points (sdk/contract/endpoints/points.ts): value says how many points there are, what stock is
  // left, the most one redeem may ask for, or the conversion's step, minimum and maximum.
  'points_insufficient',
  'points_out_of_stock',
  'points_quantity_invalid',
  'points_convert_invalid',
  'points_convert_unavailable',
  // Promotions (sdk/contract/endpoints/promotions.ts, raffleClaim in endpoints/agent.ts).
  'promotion_not_open',
  'promotion_not_joined',
  'promotion_action_invalid',
  'promotion_already_claimed',
  'promotion_unavailable',
  'promotion_comment_invalid',
  // A sign-up gift of a member an agent registered waits for the member's first deposit.
  'first_deposit_required',
  'raffle_no_draw',
  // Missions (sdk/contract/endpoints/missions.ts): value.progress and value.goal when not done.
  'mission_not_complete',
  'mission_already_claimed',
  'mission_unavailable',
  // VIP and the manual rebate (sdk/contract/endpoints/vip.ts, rebate.ts): value.amount is the
  // rebate's total now when the one shown changed.
  'vip_level_not_reached',
  'vip_bonus_claimed',
  'rebate_nothing_to_claim',
  'rebate_amount_changed',
  'rewards_unavailable',
] as const;

/** A session opened with a weak, expired or temporary password: only a password change goes on. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** The platform does not serve the calling page's domain: the page offers another (C 2552). */
export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';

/** An error code the platform answers with (one of `ERROR_CODES`). */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether an error code ends the session, so the client clears it and asks the player to log in again. */
export function isSessionEndingCode(code: string): boolean {
  return (SESSION_ENDING_CODES as readonly string[]).includes(code);
}
