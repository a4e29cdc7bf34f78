/** Debian's newest PostgreSQL bin folder, or undefined when the package is not installed. */
export function findPostgresBin(): string | undefined;
/** Installs Debian's `postgresql` when missing; its bin folder, or undefined when that failed. */
export function ensurePostgres(): string | undefined;
/** What to tell a person whose machine could not get PostgreSQL. */
export const INSTALL_HELP: string;
export const POSTGRES_PORTS: number[];
/** A throwaway server in a temporary folder on a free port; `stop` is synchronous and idempotent. */
export function startPostgres(bin: string): Promise<{ url: string; dir: string; stop(): void }>;
