import { contract } from '../../sdk/contract/table';
import { HEADERS } from '../../sdk/contract';
import { sealText, type PlatformKey } from './seal';
import type { FuzzTarget } from './target';

/** Who sends a request: nobody, the demo member, an agent with a team, or someone with a made-up token. */
export type Role = 'guest' | 'member' | 'agent' | 'forged';

/**
 * The demo member, and the master agent whose team has agents (for the contract and team calls).
 * The fuzzer's own dictionary of usernames leaves both out, so no fuzzed login counts against them.
 */
export const LOGINS = { member: 'demomember', agent: 'agent41' } as const;
const PASSWORD = 'Demo2026';

/**
 * The sessions the fuzzer sends requests with. A fuzzed request may end one (an accepted logout,
 * a password changed): the runner then calls `renew`, which logs in again from an address of its
 * own, so the per-address login limit never stands in the way.
 */
export function createSessions(target: FuzzTarget, key: PlatformKey) {
  const tokens = new Map<'member' | 'agent', string>();
  let logins = 0;
  let refusedLogins = 0;

  async function logIn(username: string): Promise<string> {
    const sealed = sealText(key, JSON.stringify({ username, password: PASSWORD, type: 'username' }));
    const answer = await target.app.inject({
      method: 'POST',
      url: contract.login.path,
      headers: {
        'content-type': 'application/json',
        merchant: 'CROUPIER',
        device: 'web',
        [HEADERS.encryption.toLowerCase()]: sealed.header,
        'x-forwarded-for': `10.250.${(logins >> 8) & 255}.${logins++ & 255}`,
      },
      payload: JSON.stringify({ value: sealed.value }),
    });
    const token = (answer.json() as { value?: { token?: string } }).value?.token;
    if (answer.statusCode !== 200 || !token) throw new Error(`fuzz: login of ${username}: ${answer.body}`);
    return token;
  }

  return {
    async token(role: Role): Promise<string | undefined> {
      if (role === 'guest') return undefined;
      if (role === 'forged') return 'f0rged-token-0123456789abcdef0123456789abcdef';
      let token = tokens.get(role);
      if (!token) tokens.set(role, (token = await logIn(LOGINS[role])));
      return token;
    },
    /**
     * Logs in again; when the account no longer can (an accepted self-exclusion, say), the role's
     * requests go on with the ended token, and are refused as a stranger's would be.
     */
    async renew(role: 'member' | 'agent') {
      try {
        tokens.set(role, await logIn(LOGINS[role]));
      } catch {
        refusedLogins++;
      }
    },
    /** Logins the sandbox refused on renewal. */
    get refusedLogins() {
      return refusedLogins;
    },
    /** How many logins the run needed. */
    get logins() {
      return logins;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

/** The platform's key for sealed calls: its current modulus, read at each seal. */
export function platformKey(target: FuzzTarget): PlatformKey {
  return () => target.instance.sandbox.platformKeys.modulus();
}
