import { useEffect, useMemo, useState } from 'react';
import type { GameCategory } from '../../sdk/contract/entities/game';
import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { GameInPlace } from '../game-shell';
import { Lobby, vendorsOf } from './lobby';

export interface LobbyWidgetProps {
  category?: GameCategory;
  vassalage?: string;
  sources?: boolean;
}

/**
 * The lobby for partner pages: search, vendor chips, favourites and the grid. A launched game
 * opens in place of the grid, with the way back to the list.
 */
export function LobbyWidget(props: LobbyWidgetProps) {
  const croupier = useCroupier();
  const lanes = useSignal(croupier.state.vendorLanes);
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
    <GameInPlace>
      <Lobby
        view={view}
        vendors={vendorsOf(lanes, props.category)}
        onVendorChange={setVassalage}
        sources={props.sources ?? true}
      />
    </GameInPlace>
  );
}
