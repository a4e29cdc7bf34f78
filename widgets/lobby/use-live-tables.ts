import { useEffect, useState } from 'react';
import type { LiveTable } from '../../sdk/contract/entities/game';
import { LIVE_POLL_MS } from '../../sdk/rules/live-table';
import { useCroupier } from '../ui/croupier-context';

export interface LiveFeed {
  readonly tables: ReadonlyMap<number, LiveTable>;
  /** When it was read (epoch ms): the tiles count down from here. */
  readonly at: number;
}

/**
 * The live tables among `nodeIds`, read again every LIVE_POLL_MS while the page is in view. A
 * platform without the feed (or a failed read) leaves the tiles as they were: live details are a
 * bonus on a tile, never a reason for the lobby to fail.
 */
export function useLiveTables(nodeIds: readonly number[]): LiveFeed | undefined {
  const croupier = useCroupier();
  const [feed, setFeed] = useState<LiveFeed>();
  const key = nodeIds.join(',');
  useEffect(() => {
    if (!key) return;
    let stopped = false;
    const ids = key.split(',').map(Number);
    const read = () =>
      croupier.games.liveTables(ids).then(
        (list) => {
          if (!stopped)
            setFeed({ tables: new Map(list.map((table) => [table.nodeId, table])), at: Date.now() });
        },
        () => undefined,
      );
    void read();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void read();
    }, LIVE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [croupier, key]);
  return feed;
}
