import { useMemo, useState } from 'react';
import type { GameCategory, VendorCard } from '../../sdk/contract/entities/game';
import type { LobbyView, LobbySource } from '../../sdk/rules/lobby';
import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal, useSignalSelect } from '../ui/use-signal';
import { useTexts } from '../ui/use-texts';
import { AsyncStates } from '../ui/async-states';
import { SearchBox } from './search-box';
import { GameGrid } from './game-grid';
import { useGamePages } from './use-game-pages';
import { useHeldResults } from './use-held-results';
import { scrollLoadsMore } from '../../sdk/rules/lobby-paging';

export interface LobbyProps {
  /** What to list (a route's view; the lobby's own chips can change the source). */
  view: LobbyView;
  /** The vendors offered as filter chips (one category's, usually). */
  vendors?: readonly VendorCard[];
  /** The vendors are still on their way: their row keeps its place with placeholder chips. */
  vendorsLoading?: boolean;
  /** Called when the player picks a vendor chip (the host keeps it in the URL). */
  onVendorChange?: (vassalage: string | undefined) => void;
  /** Show the All / Hot / New / Favourites / Recent chips. */
  sources?: boolean;
  /** Pages that load as the player scrolls; then a "More games" button (undefined: every page). */
  scrollPages?: number;
}

/** Placeholder cards while the first page loads. */
const SKELETON = { className: 'cr-skeletons', item: 'cr-skeleton-card', count: 12 };

const SOURCES: { id: LobbySource | 'new'; label: string }[] = [
  { id: 'list', label: 'games.sources.all' },
  { id: 'hot', label: 'games.sources.hot' },
  { id: 'new', label: 'games.sources.new' },
  { id: 'favorites', label: 'games.sources.favorites' },
  { id: 'recent', label: 'games.sources.recent' },
];

/**
 * The game lobby (mountable alone): search by name on the server, vendor and source filters,
 * favourites on every card, and a virtualised grid that loads more as the player scrolls (its
 * first `scrollPages`, then by a button).
 */
export function Lobby(props: LobbyProps) {
  const ready = useTexts('games');
  const croupier = useCroupier();
  const t = useT();
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const framed = useSignalSelect(croupier.state.frame, (frame) => frame !== undefined);
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<LobbySource | 'new'>(props.view.source);
  const vendor = props.view.query.vassalage;
  const effective: LobbyView = useMemo(() => {
    if (source === 'new') return { source: 'list', query: { ...props.view.query, isNew: true } };
    if (source === props.view.source) return props.view;
    return { source, query: source === 'list' ? props.view.query : { vassalage: vendor } };
  }, [source, props.view, vendor]);
  const query = useMemo(
    () => ({ ...effective.query, ...(search ? { gameName: search } : {}) }),
    [effective.query, search],
  );
  const loaded = useGamePages(effective.source, query);
  const results = useHeldResults(loaded, effective.source, query);
  // A search on its way, or the one cleared (the whole list on its way, the search's results held).
  const searching = loaded.status === 'loading' && (!!search || results.held);
  const pages = results.pages;
  const byScroll = scrollLoadsMore(pages.page, props.scrollPages);

  if (!ready) return null;
  const emptyKey =
    effective.source === 'favorites'
      ? loggedIn
        ? 'games.emptyFavorites'
        : 'games.loginForFavorites'
      : effective.source === 'recent'
        ? 'games.emptyRecent'
        : 'games.empty';
  return (
    <section className="cr-lobby" aria-label={t('games.list')} aria-busy={results.held || undefined}>
      <div className="cr-lobby__toolbar">
        {effective.source === 'list' && <SearchBox value={search} onSearch={setSearch} busy={searching} />}
        {props.sources && (
          <div className="cr-chips" role="group" aria-label={t('games.show')}>
            {SOURCES.map((s) => (
              <button
                key={s.id}
                type="button"
                className="cr-chip"
                aria-pressed={source === s.id}
                onClick={() => setSource(s.id)}
              >
                {t(s.label)}
              </button>
            ))}
          </div>
        )}
        {props.vendorsLoading && (
          <div className="cr-chips cr-lobby__vendors" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <span key={i} className="cr-chip cr-lobby__chip-placeholder" />
            ))}
          </div>
        )}
        {!props.vendorsLoading && props.vendors && props.vendors.length > 1 && (
          <div className="cr-chips cr-lobby__vendors" role="group" aria-label={t('games.vendors')}>
            <button
              type="button"
              className="cr-chip"
              aria-pressed={!vendor}
              onClick={() => props.onVendorChange?.(undefined)}
            >
              {t('games.allVendors')}
            </button>
            {props.vendors.map((v) => (
              <button
                key={v.vassalage}
                type="button"
                className="cr-chip"
                aria-pressed={vendor === v.vassalage}
                onClick={() => props.onVendorChange?.(v.vassalage)}
              >
                {v.displayName}
              </button>
            ))}
          </div>
        )}
      </div>
      {pages.status === 'ready' && pages.total !== undefined && (
        <p className="cr-lobby__count" aria-live="polite" data-testid="lobby-count">
          {t('games.count', { count: pages.total })}
        </p>
      )}
      <AsyncStates
        state={pages}
        empty={pages.games.length === 0}
        emptyText={t(emptyKey)}
        emptyAction={
          effective.source === 'favorites' &&
          !loggedIn && (
            <button
              type="button"
              className="cr-btn cr-btn--primary"
              onClick={() => croupier.modals.open('login')}
            >
              {t('header.login')}
            </button>
          )
        }
        className="cr-lobby__state"
        skeleton={SKELETON}
      >
        <GameGrid
          key={results.key}
          games={pages.games}
          total={pages.total}
          hasMore={pages.hasMore && byScroll}
          onLoadMore={pages.loadMore}
          label={t('games.list')}
        />
      </AsyncStates>
      {pages.loadingMore && (
        <p className="cr-lobby__more" role="status">
          <span className="cr-spinner" aria-hidden="true" /> {t('games.loadingMore')}
        </p>
      )}
      {/* In a frame the grid pages by the parent's scroll when the parent tells it, and always by
          this button: never by the frame's own window, which the fit makes as tall as the list.
          Past its scrolling pages, only by this button. */}
      {(framed || !byScroll) && pages.status === 'ready' && pages.hasMore && (
        <p className="cr-lobby__more">
          <button
            type="button"
            className="cr-btn cr-btn--ghost"
            aria-disabled={pages.loadingMore}
            onClick={() => {
              if (!pages.loadingMore) pages.loadMore();
            }}
          >
            {t('games.more')}
          </button>
        </p>
      )}
    </section>
  );
}

/** The vendors of one category lane, for the lobby's chips. */
export function vendorsOf(
  lanes: readonly { gameClassify: GameCategory; cards: readonly VendorCard[] }[] | undefined,
  category: GameCategory | undefined,
) {
  return category ? (lanes ?? []).filter((l) => l.gameClassify === category).flatMap((l) => l.cards) : [];
}
