import { dirname, join } from 'node:path';
import { partnerOriginList } from './http/partner-origins';

/** Settings of one sandbox instance; every field has a default suitable for `npm start`. */
export interface SandboxConfig {
  /** Folder of the embedded database. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** scrypt cost as log2(N). 17 is OWASP's recommendation; tests may lower it. */
  scryptLogN: number;
  /** Session lifetime. */
  sessionTtlMs: number;
  /** A session with no call for this long is over; default 30 minutes. */
  sessionIdleMs?: number;
  /** Log requests to stdout. */
  logRequests: boolean;
  /** The portal's public address, for links in emails (PUBLIC_URL); unset: loopback origins only. */
  publicUrl?: string;
  /**
   * The phone-code provider's local emulator, `host:port` (FIREBASE_AUTH_EMULATOR_HOST, the name
   * Firebase's own server SDKs read): ID tokens are then confirmed with it instead of by signature.
   * Unset, the platform checks tokens against the real provider's published keys.
   */
  phoneProviderEmulator?: string;
  /** Page origins allowed to call the API from a browser (comma list); unset: this machine's. */
  corsOrigins?: string;
  /**
   * The seed's partner, `demo` (beyond SPEC): the page origins it embeds from (CROUPIER_PARTNER_ORIGINS;
   * unset, those the partner switches last set) and its signing secret (SANDBOX_PARTNER_SECRET; unset: drawn once and kept in the database),
   * written to `secretFile` for tools on this machine.
   */
  partner?: { origins?: string[]; secret?: string; secretFile?: string };
  /**
   * Where the demo game vendor's outcomes come from: a 32-hex-digit seed per spin or draw. Unset,
   * 16 random bytes each; the ledger simulation gives a stream drawn from its own seed, so that a
   * run's seed also replays what the games paid.
   */
  gameSeeds?: () => string;
  /**
   * The crash tables' betting window and the pause after a crash, in milliseconds; unset, eight
   * seconds and three. Tests shorten them, or move the sandbox's clock instead of waiting.
   * `sweepMs`: how often the background sweep settles the bets whose flight crashed or reached
   * their auto cash-out (wall clock; unset, five times a second); every page read joins a sweep.
   */
  crashTiming?: { windowMs: number; pauseMs: number; sweepMs?: number };
  /**
   * The baccarat tables' betting window, deal and result, in milliseconds; unset, twelve seconds,
   * four and four. Tests shorten them, or move the sandbox's clock instead of waiting. `sweepMs`:
   * how often the background sweep settles the bets of dealt coups (wall clock; unset, five times
   * a second); every page read joins a sweep.
   */
  baccaratTiming?: { windowMs: number; dealMs: number; resultMs: number; sweepMs?: number };
  /**
   * The sportsbook's schedule, in milliseconds: a fixture of each sport every `everyMs`, on the
   * board `leadMs` before kick-off, `matchMs` long, its odds moving every `driftMs`; unset, four
   * minutes, twelve, three and twenty seconds. Tests move the clock to play matches out. `sweepMs`:
   * how often the background sweep settles the bets whose matches have ended (wall clock; unset,
   * every second); every board read joins a sweep as well.
   */
  sportTiming?: Partial<{
    everyMs: number;
    leadMs: number;
    matchMs: number;
    driftMs: number;
    sweepMs: number;
  }>;
  /** Who may use the switches under /sandbox/ (see control/guard.ts); unset: this machine, a fresh token. */
  control?: {
    /** SANDBOX_TOKEN; unset: 256 random bits drawn at start-up. */
    token?: string;
    /** Where the token is written for tools: `sandbox-token` beside the data folder. */
    tokenFile?: string;
    /** SANDBOX_CONTROL_REMOTE=1: answer other machines too. */
    allowRemote?: boolean;
    /** SANDBOX_CONTROL_HOSTS: host names answered besides localhost, 127.0.0.1 and [::1]. */
    hosts?: string[];
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const dataDir = env.DATA_DIR ?? join(process.cwd(), '.data', 'sandbox');
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    scryptLogN: Number(env.SANDBOX_SCRYPT_LOG_N ?? 17),
    sessionTtlMs: 12 * 60 * 60 * 1000,
    sessionIdleMs: Number(env.SESSION_IDLE_MINUTES ?? 30) * 60_000,
    logRequests: env.SANDBOX_LOG === '1',
    corsOrigins: env.CORS_ORIGINS || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    phoneProviderEmulator: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    partner: {
      // Unset, the origins stay as the partner switch last set them (kept in the database).
      origins:
        env.CROUPIER_PARTNER_ORIGINS === undefined
          ? undefined
          : partnerOriginList(env.CROUPIER_PARTNER_ORIGINS),
      secret: env.SANDBOX_PARTNER_SECRET || undefined,
      secretFile: join(dirname(dataDir), 'partner-secret'),
    },
    control: {
      token: env.SANDBOX_TOKEN || undefined,
      // Beside the data folder, not in it: that folder belongs to PostgreSQL.
      tokenFile: join(dirname(dataDir), 'sandbox-token'),
      allowRemote: env.SANDBOX_CONTROL_REMOTE === '1',
      hosts: (env.SANDBOX_CONTROL_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    },
  };
}
