import { useCroupier, useT } from '../ui/croupier-context';
import { useAsync } from '../ui/use-async';
import { AsyncStates } from '../ui/async-states';
import { useSignal } from '../ui/use-signal';
import { useTexts } from '../ui/use-texts';
import { LazyImage } from '../ui/lazy-image';
import { GameInPlace } from '../game-shell';
import { cdnUrl } from '../../sdk/rules/cdn';
import { vendorName } from '../../sdk/rules/vendor-name';

export interface GameWidgetProps {
  vassalage?: string;
  gameId?: string;
}

/**
 * One game for a partner page: its art, name and a play button; playing opens it in place (SPEC
 * §2's launch rules: a guest is asked to log in, except for games that play without one), and
 * leaving comes back to the cover.
 */
export function GameWidget(props: GameWidgetProps) {
  return useTexts('games') ? <GameCover {...props} /> : null;
}

function GameCover(props: GameWidgetProps) {
  const croupier = useCroupier();
  const t = useT();
  const cdn = useSignal(croupier.state.imageCdn);
  const lanes = useSignal(croupier.state.vendorLanes);
  const load = useAsync(
    async () =>
      (await croupier.games.list({ vassalage: props.vassalage, gameId: props.gameId, pageSize: 1 }))
        .games[0] ?? null,
    [croupier, props.vassalage, props.gameId],
  );
  const game = load.status === 'ready' ? load.value : null;
  return (
    <GameInPlace>
      <AsyncStates
        state={load}
        empty={load.status === 'ready' && !game}
        emptyText={t('games.notFound')}
        className="cr-game-cover__state"
      >
        {game && (
          <article className="cr-game-cover" aria-labelledby="cr-game-cover-title">
            <LazyImage
              src={cdnUrl(cdn, game.showIcon)}
              fallback={cdnUrl(cdn, game.defaultIcon)}
              alt=""
              className="cr-game-cover__art"
            />
            <div className="cr-game-cover__meta">
              <h2 id="cr-game-cover-title" className="cr-game-cover__name">
                {game.gameName}
              </h2>
              <p className="cr-game-cover__vendor">{vendorName(lanes, game.vassalage)}</p>
              <button
                type="button"
                className="cr-btn cr-btn--primary"
                onClick={() =>
                  void croupier.games.open({ vassalage: game.vassalage, category: game.gameCategory, game })
                }
              >
                {t('games.playNow')}
              </button>
            </div>
          </article>
        )}
      </AsyncStates>
    </GameInPlace>
  );
}
