import type { Database } from './db/database';
import type { SandboxConfig } from './config';
import type { RateLimiter } from './rate-limits/rate-limit';
import type { CipherKeys } from './ciphers/hybrid-cipher';
import type { PlatformKeyRing } from './ciphers/platform-cipher';
import type { SessionMember } from './sessions/session-member';
import type { SessionCache } from './sessions/session-cache';
import type { NonceMemory } from './ciphers/nonce-memory';
import type { SandboxClock } from './clock/clock';

/**
 * Everything the handlers share: one per running sandbox. This file knows no domain: a domain that
 * keeps state for the whole sandbox declares its field beside the state's own code (an interface
 * merged into this one, as Fastify's decorators are typed), and sandbox/app.ts builds them all.
 */
export interface Sandbox {
  readonly db: Database;
  readonly config: SandboxConfig;
  /** The optional hybrid cipher's key (kept in the database). */
  readonly keys: CipherKeys;
  /** The real payload cipher's RSA keys (in memory, rotated). */
  readonly platformKeys: PlatformKeyRing;
  readonly limits: {
    /** Login attempts per client address. */
    readonly loginByIp: RateLimiter;
    /** Captcha images per client address. */
    readonly captchaByIp: RateLimiter;
    /** SMS per client address, per number and purpose from one address, and per number from all. */
    readonly smsByIp: RateLimiter;
    readonly smsByNumberFromIp: RateLimiter;
    readonly smsByNumber: RateLimiter;
    /** Password resets by SMS code, per client address and per number. */
    readonly resetPhoneByIp: RateLimiter;
    readonly resetPhoneByNumber: RateLimiter;
    /** Password changes per account (each one costs a password hash). */
    readonly passwordChangeByAccount: RateLimiter;
    readonly registerByIp: RateLimiter;
    readonly freePlayByIp: RateLimiter;
    /** Password resets by email per client address. */
    readonly resetByIp: RateLimiter;
    /** Binding codes by email, per member and per address. */
    readonly bindEmailByAccount: RateLimiter;
    readonly bindEmailByAddress: RateLimiter;
    /** Sign-on tickets per partner (each may create a member), and ticket exchanges per address. */
    readonly signOnByPartner: RateLimiter;
    readonly ticketExchangeByIp: RateLimiter;
  };
  /** Failed logins of usernames that have no account (bounded; cleared when large). */
  readonly unknownLoginFailures: Map<string, number>;
  readonly sessionCache: SessionCache;
  /** Nonces of sealed calls seen within their freshness window (replays are refused). */
  readonly nonces: NonceMemory;
  /** Call keys of the real cipher seen while their RSA key still opens (replays are refused). */
  readonly callKeys: NonceMemory;
  /** The port the demo game vendor listens on, once it does (its own origin, like a real vendor). */
  gamePort(): number | undefined;
  /**
   * A GET of the demo vendor's public feed (its lobby tables), as the platform reads a vendor's
   * feed: through the vendor's own HTTP routes, answered in process. Undefined when it fails.
   */
  readVendorFeed(path: string): Promise<unknown>;
  /**
   * Domains of the brand the platform refuses to serve (`domain_not_available`), as when one is
   * blocked in a player's country: set by POST /sandbox/domains, forgotten by a reset.
   */
  readonly unavailableDomains: Set<string>;
  /** Failures a test or demo can inject (/sandbox/games/fail-next-settlement). */
  readonly faults: { failNextSettlement: boolean };
  /**
   * The platform's time: the wall clock plus the clock switch's offset (POST /sandbox/clock).
   * Tests may replace it. Freshness checks of what callers stamp use `wallNow` (clock/clock.ts).
   */
  now(): Date;
  readonly clock: SandboxClock;
}

/**
 * The platform's cookie session: what its page's captcha rides on (`GET /wps/captcha` with no
 * parameters, sent `withCredentials`; PLATFORM-WIRE.md, C 1999). Only the captcha uses it; a
 * member's session is the token.
 */
export interface CookieSession {
  /** The id the browser sent, when it sent a well-formed one. */
  readonly id: string | undefined;
  /** The id, after giving the browser one (Set-Cookie) when it had none. */
  open(): string;
}

/** One request, as a handler sees it. */
export interface RequestContext {
  readonly sandbox: Sandbox;
  readonly ip: string;
  /** What rate limits count this client under: the address, or its /64 for IPv6. */
  readonly clientKey: string;
  /** Upper-case platform code from the Language header, ES when missing or unknown. */
  readonly language: string;
  readonly merchant: string;
  /** Scheme and host the request reached, e.g. http://localhost:8080. */
  readonly origin: string;
  /** The Origin header of a browser request (the page that called). */
  readonly requestOrigin?: string;
  /** The page the call came from (a browser sends it where it sends no Origin, as on a same-origin GET). */
  readonly referer?: string;
  /** The Device and User-Agent headers, as sent (the login history shows them). */
  readonly device?: string;
  readonly userAgent?: string;
  readonly cookieSession: CookieSession;
  /** Set when the endpoint needs or accepts a token and a valid one was sent. */
  readonly member?: SessionMember;
  readonly token?: string;
}

/** The member of a request to an endpoint whose auth is `required`. */
export function memberOf(ctx: RequestContext): SessionMember {
  if (!ctx.member) throw new Error('memberOf() on an endpoint that does not require a token');
  return ctx.member;
}
