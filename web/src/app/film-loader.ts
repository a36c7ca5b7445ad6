import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../api/client';
import { fichaQuery } from '../catalogue/api';
import { texts } from '../texts';

/** The film id of /peli/:id; anything else is a film that does not exist. */
export function filmIdOf(id: string | undefined): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new ApiError(404, texts.film.notFound);
  return value;
}

/**
 * The loader of /peli/:id/:txt/:auth?, in the main bundle rather than in the film screen's
 * chunk: React Router runs a route's own loader while its `lazy` part downloads, so the card's
 * call starts at once instead of after the chunk (one round trip less on a phone's first load).
 * The share page's file details are asked for alongside; their failure is the page's to show.
 */
export function filmLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { auth } = params;
    if (auth) {
      void import('../downloads/share-download').then(({ sharedFileQuery }) =>
        queryClient.prefetchQuery(sharedFileQuery(auth)),
      );
    }
    await queryClient.ensureQueryData(fichaQuery(filmIdOf(params.id)));
    return null;
  };
}
