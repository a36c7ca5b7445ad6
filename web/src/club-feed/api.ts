import type { ClubFeedKind } from '@cineclub/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { ask } from '../api/call';

/** Entries a page of the feed asks for. */
const PAGE_SIZE = 20;

/**
 * The club's activity, one kind or all, a page at a time: each page asks for the entries below
 * the previous page's last one (its `sig`), so what members write meanwhile never shifts them.
 * Kept a minute: coming back to /club soon after shows what was there at once.
 */
export function clubFeedQuery(tipo: ClubFeedKind) {
  return infiniteQueryOptions({
    queryKey: ['club-feed', tipo],
    queryFn: ({ pageParam, signal }) =>
      ask('clubFeed', { query: { tipo, antes: pageParam, n: PAGE_SIZE } }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.sig ?? undefined,
    staleTime: 60_000,
  });
}
