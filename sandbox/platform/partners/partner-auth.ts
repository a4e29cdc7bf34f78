import { PARTNER_HEADERS, PARTNER_MAX_SKEW_MS, PARTNER_NONCE } from '@sdk/contract/partner';
import type { RequestContext, Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { findPartner, rememberNonce, type PartnerRow } from './repository';
import { signatureMatches } from './signature';
import { wallNow } from '../../core/clock/clock';

const refused = () => new Fault(401, 'signature_invalid', 'The request is not signed by a known partner');

/**
 * The partner behind a signed server-to-server call (`auth: 'partner'`), or a refusal. The
 * signature is checked before anything else is said: a caller without the secret learns only
 * that it is refused, not whether the partner exists or its timestamp was late. Then the
 * timestamp must be within five minutes of the platform's clock, and the nonce new (kept in the
 * database, so a restart forgets none).
 */
export async function authenticatePartner(
  sandbox: Sandbox,
  header: (name: string) => string | undefined,
  body: string,
): Promise<PartnerRow> {
  const id = header(PARTNER_HEADERS.partner) ?? '';
  const timestamp = header(PARTNER_HEADERS.timestamp) ?? '';
  const nonce = header(PARTNER_HEADERS.nonce) ?? '';
  const signature = header(PARTNER_HEADERS.signature) ?? '';
  if (!/^[a-z0-9-]{2,32}$/.test(id) || !/^\d{1,16}$/.test(timestamp) || !PARTNER_NONCE.test(nonce))
    throw refused();
  const partner = await findPartner(sandbox.db, id);
  // An empty secret (a partner not set up yet) matches nothing.
  if (!partner?.secret || !signatureMatches(partner.secret, { timestamp, nonce, body }, signature))
    throw refused();
  // The partner stamps its own wall clock, which the sandbox's clock switch does not move.
  const now = wallNow(sandbox);
  if (Math.abs(now.getTime() - Number(timestamp)) > PARTNER_MAX_SKEW_MS)
    throw new Fault(
      401,
      'request_expired',
      'The request timestamp is more than 5 minutes from the platform clock',
      {
        serverTime: now.getTime(),
      },
    );
  if (!(await rememberNonce(sandbox.db, partner.id, nonce, now)))
    throw new Fault(409, 'request_replayed', 'That nonce was already used');
  return partner;
}

declare module '../../core/context' {
  interface RequestContext {
    /** Set when the endpoint's auth is `partner`: the partner whose signature checked out. */
    readonly partner?: PartnerRow;
  }
}

/** The partner of a request to an endpoint whose auth is `partner`. */
export function partnerOf(ctx: RequestContext): PartnerRow {
  if (!ctx.partner) throw new Error('partnerOf() on an endpoint that is not partner-signed');
  return ctx.partner;
}
