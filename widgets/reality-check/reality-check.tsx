import { useEffect, useState } from 'react';
import { useCroupier } from '../ui/croupier-context';
import { sessionTimers, MAX_TIMER_MS } from '../../sdk/rules/reality-check';
import type { PlaySession } from '../../sdk/contract/entities/safer-gambling';
import { RealityCheckDialog } from './reality-check-dialog';
import { endSessionAtLimit } from './session-limit';

/**
 * The reality check and the session limit over every page of a logged-in player (mount it while
 * logged in; a new login mounts it anew). It reads this login from the platform, arms a timer for
 * the next reminder and one for the session limit, counted from the platform's `now` in that
 * answer, and reads again after every reminder and every change of the player's settings.
 */
export function RealityCheck() {
  const croupier = useCroupier();
  const [reading, setReading] = useState(0);
  const [shown, setShown] = useState<PlaySession>();

  // A limit or interval changed on the Safer gambling page: the timers follow at once.
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void croupier.saferGambling
      .watch(() => setReading((n) => n + 1))
      .then(
        (unwatch) => (live ? (stop = unwatch) : unwatch()),
        () => undefined,
      );
    return () => {
      live = false;
      stop?.();
    };
  }, [croupier]);

  useEffect(() => {
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const remind = async () => {
      // The figures of this very moment, not of when the timer was armed.
      const fresh = await croupier.saferGambling.playSession().catch(() => undefined);
      if (!live || !fresh) return;
      // A game in full screen would hide the reminder: the page comes back first.
      if (globalThis.document?.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      setShown(fresh);
    };
    croupier.saferGambling.playSession().then(
      (session) => {
        if (!live) return;
        const { checkInMs, endInMs } = sessionTimers(session);
        // A wait past setTimeout's reach (weeks) only reads again when it runs out.
        const arm = (ms: number, then: () => void) =>
          timers.push(setTimeout(ms === MAX_TIMER_MS ? () => setReading((n) => n + 1) : then, ms));
        if (checkInMs !== null) arm(checkInMs, () => void remind());
        if (endInMs !== null) arm(endInMs, () => void endSessionAtLimit(croupier, session));
      },
      () => undefined,
    );
    return () => {
      live = false;
      timers.forEach(clearTimeout);
    };
  }, [croupier, reading]);

  if (!shown) return null;
  return (
    <RealityCheckDialog
      session={shown}
      onKeepPlaying={() => {
        setShown(undefined);
        setReading((n) => n + 1);
      }}
      onLogout={() => void croupier.auth.logout()}
    />
  );
}
