import { useState, type DependencyList } from 'react';
import { useAsync } from './use-async';

/**
 * A list read a page at a time (a history): the page shown, its reading (for AsyncStates), the
 * page's answer once read and how many pages there are. A change of `deps` reads the page again.
 */
export function usePaged<T extends { readonly total: number }>(
  load: (pageNo: number) => Promise<T>,
  pageSize: number,
  deps: DependencyList,
) {
  const [page, setPage] = useState(1);
  const state = useAsync(() => load(page), [...deps, page]);
  const value = state.status === 'ready' ? state.value : undefined;
  return { state, value, page, setPage, pageCount: value ? Math.ceil(value.total / pageSize) : 0 };
}
