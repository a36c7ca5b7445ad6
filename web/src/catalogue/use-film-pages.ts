import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { PagedQuery } from './api';
import type { FilmListProps } from './film-list';

/**
 * A paged list for FilmList. The route's loader has already fetched the first page with the
 * same options; when a setting changes the key, the previous list stays on screen (marked as
 * updating) until the new one arrives instead of blanking the page. A failure with nothing to
 * show goes to the route's error screen; a failed further page only offers a retry.
 */
export function useFilmPages(options: PagedQuery): FilmListProps | null {
  const query = useInfiniteQuery({
    ...options,
    placeholderData: keepPreviousData,
    throwOnError: (_error, failed) => failed.state.data === undefined,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const films = useMemo(() => data?.pages.flatMap((page) => page.pelis) ?? [], [data]);
  const roles = useMemo(
    (): FilmListProps['roles'] =>
      data?.pages.some((page) => page.papeles)
        ? Object.assign({}, ...data.pages.map((page) => page.papeles ?? {}))
        : undefined,
    [data],
  );
  if (!data) return null;
  return {
    films,
    total: data.pages[0]?.total ?? 0,
    hidden: data.pages[0]?.ocultas,
    roles,
    hasMore: hasNextPage,
    loadMore,
    loadMoreFailed: isFetchNextPageError,
    updating: query.isPlaceholderData,
  };
}
