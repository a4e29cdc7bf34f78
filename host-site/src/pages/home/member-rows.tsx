import { Link } from 'wouter';
import type { Game } from '@sdk/contract/entities/game';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { useAsync, type AsyncState } from '@widgets/ui/use-async';
import { GameCard } from '@widgets/lobby';

const SHOWN = 10;

/** A logged-in player's own rows on the home page: what they played last, and their favourites. */
export function MemberRows() {
  const croupier = useCroupier();
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const favorites = useSignal(croupier.state.favorites);
  const language = useSignal(croupier.state.language);
  const recent = useAsync(
    async () => (loggedIn ? (await croupier.games.recent()).slice(0, SHOWN) : []),
    [croupier, loggedIn, language],
  );
  // Again when a heart changes, so the row shows what the player just chose.
  const hearted = useAsync(
    async () =>
      loggedIn && favorites.size ? (await croupier.games.favoritesPage(1)).content.slice(0, SHOWN) : [],
    [croupier, loggedIn, language, favorites],
  );
  if (!loggedIn) return null;
  return (
    <>
      <GameRow id="home-recent" title="homeGames.recent" path="/recent" games={recent} />
      <GameRow id="home-favourites" title="homeGames.favourites" path="/favorite" games={hearted} />
    </>
  );
}

/** One row of cards that scrolls sideways, with the way to the whole list; nothing while empty. */
function GameRow(props: { id: string; title: string; path: string; games: AsyncState<Game[]> }) {
  const t = useT();
  const { games } = props;
  if (games.status !== 'ready' || games.value.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={props.id}>
      <header className="home-section__head">
        <h2 id={props.id}>{t(props.title)}</h2>
        <Link
          href={props.path}
          className="home-section__more"
          aria-label={t('homeGames.viewAllOf', { section: t(props.title) })}
        >
          {t('homeGames.viewAll')}
        </Link>
      </header>
      <div className="home-strip" role="list" aria-labelledby={props.id}>
        {games.value.map((game, i) => (
          <GameCard key={game.nodeId} game={game} position={i + 1} setSize={games.value.length} />
        ))}
      </div>
    </section>
  );
}
