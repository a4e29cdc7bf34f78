import { join } from 'node:path';

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
  /** Log requests to stdout. */
  logRequests: boolean;
  /** Page origins allowed to call the API from a browser (comma list); unset: this machine's. */
  corsOrigins?: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    dataDir: env.DATA_DIR ?? join(process.cwd(), '.data', 'sandbox'),
    databaseUrl: env.DATABASE_URL || undefined,
    scryptLogN: Number(env.SANDBOX_SCRYPT_LOG_N ?? 17),
    sessionTtlMs: 12 * 60 * 60 * 1000,
    logRequests: env.SANDBOX_LOG === '1',
    corsOrigins: env.CORS_ORIGINS || undefined,
  };
}
