import { defineEndpoint } from '../endpoint';
import { Type, LanguageCode, Money, Timestamp } from '../schema';
import { PARTNER_SIGNING_TEXT } from '../partner';

/** A partner's own id for one of its players. */
const PartnerPlayerId = Type.String({
  pattern: '^[A-Za-z0-9._-]{1,48}$',
  description: "The partner's own id for its player (letters, digits, . _ -; at most 48)",
});

/**
 * @example
 * // Called by the partner's server, HMAC-signed (see PARTNER_HEADERS), not by a browser client.
 * const body: contract.RequestOf<typeof contract.partnerSignOnTicket> = { playerId: 'p-1042', language: 'EN' };
 */
export const partnerSignOnTicket = defineEndpoint({
  name: 'partnerSignOnTicket',
  method: 'POST',
  path: '/wps/partner/signon/ticket',
  auth: 'partner',
  tag: 'partner',
  summary:
    "Sign-on from the partner's session, step 1 (partner's server, HMAC-signed): a one-time ticket for one of " +
    "the partner's players, valid 60 s; the player becomes a member linked to the partner on first sign-on",
  description:
    `${PARTNER_SIGNING_TEXT} The ticket (256 random bits, stored hashed) is bound to this partner and is exchanged ` +
    'once, within 60 seconds, by loginWithTicket in the player’s browser (the partner page or the Croupier frame). ' +
    'The first ticket for a playerId creates a member (created: true) linked to the partner; later ones sign the ' +
    'same member on.',
  request: Type.Object({
    playerId: PartnerPlayerId,
    nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: 'Shown in the portal' })),
    language: Type.Optional(LanguageCode),
  }),
  response: Type.Object({
    ticket: Type.String({ description: 'Pass it to the browser; exchange it with loginWithTicket' }),
    expiresAt: Timestamp,
    userName: Type.String({ description: "The member's username at Croupier" }),
    customerId: Type.Integer(),
    created: Type.Boolean({ description: 'This sign-on created the member' }),
  }),
});

const CallbackCounts = Type.Object({
  sent: Type.Integer({ description: 'Callbacks sent at least once' }),
  confirmed: Type.Integer({ description: 'Applied by the partner (a replayed answer counts once)' }),
  refused: Type.Integer({ description: 'Refused by the partner: nothing moved' }),
  pending: Type.Integer({ description: 'Not confirmed yet: the platform keeps sending them' }),
  unknown: Type.Integer({ description: 'Debits nobody answered: their rounds were rolled back' }),
  retried: Type.Integer({ description: 'Callbacks that needed more than one attempt' }),
});

const ActionTotals = Type.Object({
  count: Type.Integer(),
  confirmed: Type.Integer(),
  amount: Money,
});

export const partnerWalletReport = defineEndpoint({
  name: 'partnerWalletReport',
  method: 'POST',
  path: '/wps/partner/wallet/reconciliation',
  auth: 'partner',
  tag: 'partner',
  summary:
    "Seamless wallet reconciliation of one GMT+8 day (partner's server, HMAC-signed): callbacks sent, confirmed, " +
    'retried and rolled back, and every round whose callbacks do not add up',
  description: `${PARTNER_SIGNING_TEXT} A mismatch is a round of the day whose confirmed callbacks do not make its outcome: a settled round without a confirmed debit or (with a win) credit, a rolled-back round whose debit was not refused and whose rollback is not confirmed, or a callback still pending.`,
  request: Type.Object({
    day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
  }),
  response: Type.Object({
    partner: Type.String(),
    day: Type.String(),
    callbacks: CallbackCounts,
    debit: ActionTotals,
    credit: ActionTotals,
    rollback: ActionTotals,
    rounds: Type.Object({
      total: Type.Integer(),
      settled: Type.Integer(),
      rolledBack: Type.Integer(),
      open: Type.Integer(),
      /** Rounds whose debit the partner has not answered yet: nothing may settle them until it does. */
      pending: Type.Integer(),
    }),
    mismatches: Type.Array(
      Type.Object({
        roundId: Type.Integer(),
        status: Type.String({ description: "The round's status" }),
        reason: Type.String(),
      }),
    ),
  }),
});
