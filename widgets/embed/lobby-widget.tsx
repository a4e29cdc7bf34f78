import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { GameCategory } from '../../sdk/contract/entities/game';
import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { Lobby, vendorsOf } from '../lobby';
import { SharedModals } from './shared-modals';

// The shell loads with the first game a player opens, keeping the lobby's own chunk small.
const GameShell = lazy(() => import('../game-shell').then((m) => ({ default: m.GameShell })));

export interface LobbyWidgetOptions {
  /** One category's games (RNG, LIVE, FISH, …); all games when absent. */
  category?: GameCategory;
  /** Start narrowed to one vendor. */
  vassalage?: string;
  /** Show the All / Hot / New / Favourites / Recent chips (default true). */
  sources?: boolean;
}

/**
 * The lobby for partner pages: search, vendor chips, favourites and the grid. A launched game
 * opens in place of the grid (a partner page has no /game route), with the way back to the list.
 */
export default function LobbyWidget(props: LobbyWidgetOptions) {
  const croupier = useCroupier();
  const lanes = useSignal(croupier.state.vendorLanes);
  const game = useSignal(croupier.state.activeGame);
  const [vassalage, setVassalage] = useState(props.vassalage);
  useEffect(() => setVassalage(props.vassalage), [props.vassalage]);
  useEffect(() => {
    void croupier.catalogue.loadVendors().catch(() => undefined);
  }, [croupier]);
  const view = useMemo(
    () => ({
      source: 'list' as const,
      query: {
        ...(props.category ? { gameClassify: props.category } : {}),
        ...(vassalage ? { vassalage } : {}),
      },
    }),
    [props.category, vassalage],
  );
  return (
    <>
      {game ? (
        <Suspense fallback={null}>
          <GameShell onLeave={() => undefined} onChooseGame={() => void croupier.games.closeGame()} />
        </Suspense>
      ) : (
        <Lobby
          view={view}
          vendors={vendorsOf(lanes, props.category)}
          onVendorChange={setVassalage}
          sources={props.sources ?? true}
        />
      )}
      <SharedModals families={['auth', 'dialogs', 'games']} />
    </>
  );
}
