import { queryOptions } from '@tanstack/react-query';
import { ask } from './call';
import { catalogueRoot } from './query-keys';

/**
 * The genre names by code, read by the catalogue's cards and filters and by the admin's film
 * form. They change only with a new server version: fetched once per visit.
 */
export function genresQuery() {
  return queryOptions({
    queryKey: [...catalogueRoot, 'genres'] as const,
    queryFn: ({ signal }) => ask('genres', {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
