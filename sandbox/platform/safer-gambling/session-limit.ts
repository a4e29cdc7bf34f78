import type { Sandbox } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { revokeOnce } from '../../core/sessions/session-repository';
import { recordChange } from './history';

/**
 * Ends a session that ran past the member's session limit: revoked, recorded once in the member's
 * history (source `system`, at the moment the limit was reached), and answered with
 * session_limit_reached (value {endedAt}). The portal's calls and the game's both come here, so
 * the limit holds even for a client that ignores it.
 */
export async function endAtLimit(
  sandbox: Sandbox,
  session: { tokenHash: string; accountId: number; endedAt: number },
): Promise<Fault> {
  await sandbox.db.transaction(async (tx) => {
    // A second call with the same token finds it revoked already and records nothing.
    if (await revokeOnce(tx, session.tokenHash, sandbox.now()))
      await recordChange(tx, session.accountId, new Date(session.endedAt), {
        change: 'session_limit_reached',
        source: 'system',
        kind: 'session',
      });
  });
  sandbox.sessionCache.forget(session.tokenHash);
  return new Fault(
    401,
    'session_limit_reached',
    'Your session limit has been reached: this session has ended',
    {
      endedAt: session.endedAt,
    },
  );
}
