import { useMemo } from 'react';
import type { LiveTable } from '../../sdk/contract/entities/game';
import { LIVE_POLL_MS } from '../../sdk/rules/live-table';
import { useCroupier } from '../ui/croupier-context';
import { usePolled } from '../ui/use-polled';

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
  const key = nodeIds.join(',');
  const polled = usePolled(key || undefined, LIVE_POLL_MS, () =>
    croupier.games.liveTables(key.split(',').map(Number)),
  );
  return useMemo(
    () =>
      polled.status === 'ready'
        ? { tables: new Map(polled.value.map((table) => [table.nodeId, table])), at: polled.at }
        : undefined,
    [polled],
  );
}
