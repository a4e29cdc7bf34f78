import { lazy, memo, Suspense } from 'react';
import type { Game, LiveTable } from '../../sdk/contract/entities/game';
import { cdnUrl } from '../../sdk/rules/cdn';
import { vendorName } from '../../sdk/rules/vendor-name';
import { useCroupier, useT } from './croupier-context';
import { useSignal } from './use-signal';
import { LazyImage } from './lazy-image';
import { Icon } from './icon';
import * as icons from './icons';

// Only a live table's card draws a tile, once its state is read: its code and its stylesheet load
// then, and a lobby of slots never fetches them.
const LiveTile = lazy(() => import('./live-tile').then((m) => ({ default: m.LiveTile })));

/**
 * One game: its art (a button that opens it), name, vendor, badges, and a favourite toggle; a
 * live table's state over the art when the lobby read one (`live`, read at `liveAt`).
 */
export const GameCard = memo(function GameCard(props: {
  game: Game;
  position?: number;
  setSize?: number;
  live?: LiveTable;
  liveAt?: number;
}) {
  const croupier = useCroupier();
  const t = useT();
  const cdn = useSignal(croupier.state.imageCdn);
  const favorites = useSignal(croupier.state.favorites);
  const lanes = useSignal(croupier.state.vendorLanes);
  const { game } = props;
  const favorite = favorites.has(game.nodeId);
  const vendor = vendorName(lanes, game.vassalage);
  return (
    <div
      className="cr-card"
      role="listitem"
      aria-posinset={props.position}
      aria-setsize={props.setSize}
      data-node={game.nodeId}
    >
      <button
        type="button"
        className="cr-card__play"
        aria-label={t('games.play', { name: game.gameName, vendor })}
        onClick={() =>
          void croupier.games.open({ vassalage: game.vassalage, category: game.gameCategory, game })
        }
      >
        <LazyImage
          key={game.nodeId}
          src={cdnUrl(cdn, game.showIcon)}
          fallback={cdnUrl(cdn, game.defaultIcon)}
          alt=""
          className="cr-card__art"
        />
      </button>
      <div className="cr-card__meta">
        <span className="cr-card__name">{game.gameName}</span>
        <span className="cr-card__vendor">{vendor}</span>
      </div>
      {props.live && (
        <Suspense fallback={null}>
          <LiveTile table={props.live} readAt={props.liveAt ?? 0} />
        </Suspense>
      )}
      {(game.isHot || game.isNew) && (
        <div className="cr-card__badges" aria-hidden="true">
          {game.isHot && <span className="cr-badge cr-badge--hot">{t('games.hot')}</span>}
          {game.isNew && <span className="cr-badge cr-badge--new">{t('games.new')}</span>}
        </div>
      )}
      <button
        type="button"
        className="cr-card__fav"
        aria-pressed={favorite}
        aria-label={t('games.favorite', { name: game.gameName })}
        onClick={() => void croupier.games.toggleFavorite(game).catch(() => undefined)}
      >
        <Icon path={icons.heart} />
      </button>
    </div>
  );
});
