import { useCallback, useEffect, useRef, useState } from 'react';
import type { Game, GameListQuery } from '../../sdk/contract/entities/game';
import type { LobbySource } from '../../sdk/rules/lobby';
import { useCroupier } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';

export interface GamePages {
  games: Game[];
  total?: number;
  /** Pages loaded so far. */
  page: number;
  status: 'loading' | 'ready' | 'error';
  error?: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * The lobby's games, page by page: a filter change starts over (and cancels the request in
 * flight); `loadMore` fetches the next page once.
 */
export function useGamePages(source: LobbySource, query: Partial<GameListQuery>): GamePages {
  const croupier = useCroupier();
  const language = useSignal(croupier.state.language);
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const [state, setState] = useState<{
    /** The filters these pages answer. */
    key?: string;
    games: Game[];
    page: number;
    totalPages: number;
    total?: number;
    status: GamePages['status'];
    error?: unknown;
    loadingMore: boolean;
  }>({
    games: [],
    page: 0,
    totalPages: 1,
    status: 'loading',
    loadingMore: false,
  });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([source, query, language, loggedIn, attempt]);
  const current = useRef(key);
  current.current = key;
  const busy = useRef(false);

  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) => {
      if (source === 'favorites') {
        if (!loggedIn) return { games: [], totalPages: 0, total: 0 };
        const answer = await croupier.games.favoritesPage(page);
        return { games: answer.content, totalPages: answer.totalPages };
      }
      if (source === 'recent') return { games: await croupier.games.recent(), totalPages: 1 };
      if (source === 'hot') return { games: await croupier.games.hot(query.vassalage), totalPages: 1 };
      const answer = await croupier.games.list({ ...query, pageNo: page }, signal);
      return { games: answer.games, totalPages: answer.totalPages, total: answer.totalCount };
    },
    // The key captures query, language and login; rebuilding on it is what resets the lobby.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [croupier, key],
  );

  useEffect(() => {
    const controller = new AbortController();
    const requested = current.current;
    setState({ games: [], page: 0, totalPages: 1, status: 'loading', loadingMore: false });
    busy.current = true;
    fetchPage(1, controller.signal).then(
      (first) => {
        if (controller.signal.aborted) return;
        setState({
          key: requested,
          games: first.games,
          page: 1,
          totalPages: first.totalPages,
          total: first.total,
          status: 'ready',
          loadingMore: false,
        });
        busy.current = false;
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, key: requested, status: 'error', error }));
        busy.current = false;
      },
    );
    return () => controller.abort();
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (busy.current || state.status !== 'ready' || state.page >= state.totalPages) return;
    busy.current = true;
    const requested = key;
    setState((s) => ({ ...s, loadingMore: true }));
    fetchPage(state.page + 1).then(
      (next) => {
        if (current.current !== requested) return;
        setState((s) => ({
          ...s,
          games: [...s.games, ...next.games],
          page: s.page + 1,
          totalPages: next.totalPages,
          loadingMore: false,
        }));
        busy.current = false;
      },
      () => {
        if (current.current !== requested) return;
        setState((s) => ({ ...s, loadingMore: false }));
        busy.current = false;
      },
    );
  }, [fetchPage, key, state.page, state.status, state.totalPages]);

  const retry = () => setAttempt((n) => n + 1);
  // The render in which the filters change already says loading: the pages held answer others.
  if (state.key !== key)
    return { games: [], page: 0, status: 'loading', hasMore: false, loadingMore: false, loadMore, retry };
  return {
    games: state.games,
    total: state.total,
    page: state.page,
    status: state.status,
    error: state.error,
    hasMore: state.page < state.totalPages,
    loadingMore: state.loadingMore,
    loadMore,
    retry,
  };
}
