import { useEffect, useState } from 'react';
import type { Croupier } from '@sdk/runtime';

/**
 * SPEC §2: the missionLeaderboard entry's badge, the count of available missions. Its code loads
 * with `croupier.missions`' first call, after the centre shows, so the badge adds nothing to the
 * centre's first load; the missions page tells it again when it reads or claims.
 */
export function useMissionBadge(croupier: Croupier, allowed: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!allowed) return;
    const watching = croupier.missions.watchAvailable(setCount);
    return () =>
      void watching.then(
        (stop) => stop(),
        () => undefined,
      );
  }, [croupier, allowed]);
  return count;
}
