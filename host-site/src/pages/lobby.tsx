import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCroupier } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { Lobby, MatchStrip, PvpRooms, vendorsOf } from '@widgets/lobby';
import { lobbyView } from '@sdk/rules/lobby';
import type { PageProps } from '../app/page-props';
import '@widgets/ui/chips.css';
import '@widgets/lobby/lobby.css';
import '@widgets/lobby/strip-row.css';
import '@widgets/lobby/pvp-rooms.css';
import '@widgets/lobby/match-strip.css';
import './lobby.css';

/**
 * Every game list of SPEC §2: the category lobbies (/live, /fish, /pvp, /sports, /esports, /rng),
 * the type and vendor routes (/crash … /pplive) and the player's lists (/favorite, /recent, /hot,
 * /new). The vendor lives in the URL (`?vassalage=`), so a filtered lobby can be shared; a FISH or
 * PVP vendor opened from its card arrives with `page=vassalage` and gets its own heading (and, for
 * PVP, its rooms).
 */
export default function LobbyPage(props: PageProps & { lead?: ReactNode }) {
  const croupier = useCroupier();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const lanes = useSignal(croupier.state.vendorLanes);
  const vassalage = params.get('vassalage') ?? undefined;
  const vendorPage = params.get('page') === 'vassalage' && !!vassalage;
  const view = lobbyView(props.path, vassalage);
  const category = view.query.gameClassify;
  const vendors = vendorsOf(lanes, category);
  const vendor = vendors.find((v) => v.vassalage === vassalage);
  const base = props.path.split('?')[0];
  const chooseVendor = (code: string | undefined) => {
    const next = new URLSearchParams(code ? { vassalage: code } : {});
    if (code && vendorPage) next.set('page', 'vassalage');
    const query = next.toString();
    navigate(query ? `${base}?${query}` : base!, { replace: true });
  };
  return (
    <section className="page lobby-page" aria-labelledby="page-title">
      <header className="lobby-page__head">
        <h1 id="page-title" className="page__title">
          {vendorPage && vendor ? vendor.displayName : props.title}
        </h1>
        {vendorPage && vendor && <p className="lobby-page__sub">{props.title}</p>}
        {props.lead}
      </header>
      {category === 'PVP' && <PvpRooms vassalage={vassalage} />}
      {(category === 'SPORTS' || category === 'ESPORTS') && !vassalage && <MatchStrip category={category} />}
      <Lobby
        view={view}
        vendors={vendors}
        vendorsLoading={!!category && lanes === undefined}
        onVendorChange={chooseVendor}
        sources={view.source === 'list' && category === 'RNG'}
      />
    </section>
  );
}
