import type { Croupier } from '../../sdk/runtime';
import type { PlaySession } from '../../sdk/contract/entities/safer-gambling';

/**
 * The session limit is reached: the page logs the player out (the platform ends the session at
 * the same moment, and refuses it with `session_limit_reached` if a call gets there first) and
 * says why, in the player's language.
 */
export async function endSessionAtLimit(croupier: Croupier, session: PlaySession) {
  await croupier.requireTexts('protection').catch(() => undefined);
  const minutes = session.endsAt === null ? 0 : Math.round((session.endsAt - session.startedAt) / 60_000);
  const text = croupier.i18n.t('realityCheck.sessionEnded', { minutes });
  await croupier.auth.logout();
  croupier.modals.open('message', { titleKey: 'realityCheck.sessionEndedTitle', text });
}
