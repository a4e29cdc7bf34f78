import { createHash } from 'node:crypto';
import { SIGN_ON_TICKET_TTL_MS } from '@sdk/contract/partner';
import type { RequestContext } from '../../core/context';
import { Fault, tooManyRequests } from '../../core/http/fault';
import { newToken, tokenHash } from '../../core/ciphers/tokens';
import { createAccount, findById } from '../accounts';
import { openSession } from '../auth';
import { refuseIfExcluded } from '../safer-gambling';
import {
  findPartner,
  findPartnerPlayer,
  insertTicket,
  spendTicket,
  ticketExists,
  usernameTaken,
  type PartnerRow,
} from './repository';

/** Members of partners are ordinary members (type 0). */
const MEMBER_TYPE = 0;

/**
 * The partner's player's username: `<partner>:<player id>`, readable in the portal, and never one
 * a person can register (a colon is not allowed there). Usernames are unique whatever their case,
 * so a player id that differs from another only in case gets a short hash after it.
 */
async function usernameFor(ctx: RequestContext, partnerId: string, playerId: string) {
  const plain = `${partnerId}:${playerId}`;
  if (!(await usernameTaken(ctx.sandbox.db, plain))) return plain;
  return `${plain}~${createHash('sha256').update(playerId).digest('hex').slice(0, 8)}`;
}

/** The member linked to the partner's player, created on its first sign-on. */
async function linkedMember(
  ctx: RequestContext,
  partner: PartnerRow,
  player: { playerId: string; nickname?: string; language?: string },
): Promise<{ id: number; username: string; created: boolean }> {
  const { db } = ctx.sandbox;
  const existing = await findPartnerPlayer(db, partner.id, player.playerId);
  if (existing) return { ...existing, created: false };
  const username = await usernameFor(ctx, partner.id, player.playerId);
  try {
    const id = await db.transaction((tx) =>
      createAccount(
        tx,
        {
          username,
          passwordHash: null,
          type: MEMBER_TYPE,
          nickname: player.nickname ?? player.playerId.slice(0, 32),
          language: player.language ?? ctx.language,
          partner: { id: partner.id, playerId: player.playerId },
        },
        ctx.sandbox.now(),
      ),
    );
    return { id, username, created: true };
  } catch (error) {
    // Two first sign-ons of one player raced: the other one created the member.
    const raced = await findPartnerPlayer(db, partner.id, player.playerId);
    if (raced && error instanceof Fault) return { ...raced, created: false };
    throw error;
  }
}

/**
 * A one-time ticket for one of the partner's players: 256 random bits, only its hash stored,
 * exchangeable once within 60 s, for this partner only. No age confirmation is asked: the partner
 * vouches for its players' age, as its agreement with the operator requires.
 */
export async function issueTicket(
  ctx: RequestContext,
  partner: PartnerRow,
  player: { playerId: string; nickname?: string; language?: string },
) {
  const limit = ctx.sandbox.limits.signOnByPartner.hit(partner.id, ctx.sandbox.now().getTime());
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  const member = await linkedMember(ctx, partner, player);
  const now = ctx.sandbox.now();
  // The partner learns of its own player's time-out or self-exclusion, and its end: no ticket.
  await refuseIfExcluded(ctx.sandbox.db, member.id, now);
  const ticket = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_ON_TICKET_TTL_MS);
  await insertTicket(ctx.sandbox.db, {
    hash: tokenHash(ticket),
    partnerId: partner.id,
    accountId: member.id,
    createdAt: now,
    expiresAt,
  });
  return {
    ticket,
    expiresAt: expiresAt.getTime(),
    userName: member.username,
    customerId: member.id,
    created: member.created,
  };
}

const refused = (code: string, message: string) => new Fault(400, code, message);

/**
 * The partner a browser request speaks for: its page's origin when that is a partner page (a
 * script-tag embed), none when the request comes from the portal's own origin (the frame) or no
 * browser at all.
 */
function pageIsPartners(ctx: RequestContext, partner: PartnerRow): boolean {
  const page = ctx.requestOrigin;
  if (!page || page === ctx.origin) return true;
  return partner.origins.includes(page);
}

/**
 * Exchanges a ticket for a session. The ticket is spent first, in one statement, whatever comes
 * next: a ticket shown in the wrong place is as good as stolen, and is not left for a second try.
 */
export async function exchangeTicket(ctx: RequestContext, input: { ticket: string; partner?: string }) {
  const { db } = ctx.sandbox;
  const now = ctx.sandbox.now();
  const limit = ctx.sandbox.limits.ticketExchangeByIp.hit(ctx.clientKey, now.getTime());
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  const hash = tokenHash(input.ticket);
  const ticket = await spendTicket(db, hash, now);
  if (!ticket) {
    if (await ticketExists(db, hash))
      throw refused('ticket_used', 'This sign-on ticket was already used: ask the partner for a new one');
    throw refused('ticket_invalid', 'This sign-on ticket is not valid');
  }
  if (input.partner !== undefined && input.partner !== ticket.partner_id)
    throw refused('ticket_partner_mismatch', 'This sign-on ticket belongs to another partner');
  const partner = (await findPartner(db, ticket.partner_id))!;
  if (!pageIsPartners(ctx, partner))
    throw refused('ticket_partner_mismatch', "This sign-on ticket cannot be used from this page's origin");
  if (new Date(ticket.expires_at).getTime() <= now.getTime())
    throw refused('ticket_expired', 'This sign-on ticket has expired: ask the partner for a new one');
  const account = (await findById(db, ticket.account_id))!;
  const session = await openSession(ctx, account);
  // A success forgets the address's refusals: players behind one office's address each sign on,
  // while someone guessing at tickets is stopped after 30 refusals in a row.
  ctx.sandbox.limits.ticketExchangeByIp.reset(ctx.clientKey);
  return session;
}
