import { useRef } from 'react';
import type { GameListQuery } from '../../sdk/contract/entities/game';
import type { GamePages } from './use-game-pages';

export interface HeldResults {
  /** What the grid shows: the pages loaded, or while a new search loads, the ones before it. */
  pages: GamePages;
  /** The query those pages answer: the grid starts afresh when it changes. */
  key: string;
  /** The pages shown are the last search's, while the new one loads. */
  held: boolean;
}

/**
 * While a changed search loads, the results the player was looking at stay on screen (the search
 * box shows it is busy) instead of giving way to placeholders. A card pressed as the search starts
 * then still opens its game: the placeholders took it from under the pointer between the press and
 * the release, and the press did nothing. A change of source or vendor shows the placeholders, as
 * before: what was on screen no longer answers the filters shown.
 */
export function useHeldResults(pages: GamePages, source: string, query: Partial<GameListQuery>): HeldResults {
  const { gameName, ...filters } = query;
  const base = JSON.stringify([source, filters]);
  const key = JSON.stringify([base, gameName ?? '']);
  const last = useRef<{ pages: GamePages; base: string; key: string } | undefined>(undefined);
  // The last results shown: a record of renders, not state that should render again.
  if (pages.status === 'ready') last.current = { pages, base, key };
  const held = last.current;
  if (pages.status === 'loading' && held && held.base === base && held.key !== key)
    return { pages: held.pages, key: held.key, held: true };
  return { pages, key, held: false };
}
