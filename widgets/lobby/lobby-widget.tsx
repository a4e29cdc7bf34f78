import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { GameCategory } from '../../sdk/contract/entities/game';
import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { GameInPlace } from '../game-shell';
import { Lobby, vendorsOf } from './lobby';
import { PARTNER_SCROLL_PAGES } from '../../sdk/rules/lobby-paging';

const CategoryLead = lazy(() => import('./category-lead'));

/**
 * The height of the card in a lead row's placeholder, for the room the row takes while its chunk
 * loads: match-strip.css's min-height, padding and border; pvp-rooms.css's fixed height, in the
 * same rem (so that both follow a partner page's root font size).
 */
const LEAD_CARD = { SPORTS: '242px', ESPORTS: '242px', PVP: '7.5rem' } as const;

export interface LobbyWidgetProps {
  category?: GameCategory;
  vassalage?: string;
  sources?: boolean;
  scrollPages?: number;
}

/**
 * The lobby for partner pages: search, vendor chips, favourites and the grid. A launched game
 * opens in place of the grid, with the way back to the list. As on the portal's own lobbies, a
 * sports or e-sports lobby leads with the match strip (until a vendor is chosen), and a PvP one
 * with its open rooms. The first pages load as the player scrolls, the rest by a button, so the
 * partner's content under the lobby stays within reach.
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
  const lead =
    props.category === 'PVP' || ((props.category === 'SPORTS' || props.category === 'ESPORTS') && !vassalage)
      ? props.category
      : undefined;
  return (
    <GameInPlace>
      {lead && (
        // Until the lead's chunk comes, the room its placeholder row will take (strip-row.css: the
        // title's 1.3em at 1.05rem, 12px of gap, the card, 6px over the scroll bar, 20px below),
        // so that the lobby under it does not move when it comes.
        <Suspense
          fallback={
            <div
              aria-hidden="true"
              style={{ height: `calc(1.365rem + 18px + ${LEAD_CARD[lead]})`, marginBottom: 20 }}
            />
          }
        >
          <CategoryLead category={lead} vassalage={vassalage} />
        </Suspense>
      )}
      <Lobby
        view={view}
        vendors={vendorsOf(lanes, props.category)}
        vendorsLoading={!!props.category && lanes === undefined}
        onVendorChange={setVassalage}
        sources={props.sources ?? true}
        scrollPages={props.scrollPages ?? PARTNER_SCROLL_PAGES}
      />
    </GameInPlace>
  );
}
