import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryClient } from '../app/query-client';
import { texts } from '../texts';
import { type ListOptions, newsQuery } from './api';
import { FilmGrid } from './film-grid';

/** Until the settings menu exists the spec's defaults apply: only downloadable, compact cards. */
const listOptions: ListOptions = { onlyDownloadable: true, fullCards: false };

export async function newsLoader() {
  await queryClient.ensureInfiniteQueryData(newsQuery(listOptions));
  return null;
}

export function NewsScreen() {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(
    newsQuery(listOptions),
  );
  const films = data.pages.flatMap((page) => page.pelis);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  return (
    <section>
      <h1 className="page-title">{texts.list.newsTitle}</h1>
      <FilmGrid
        films={films}
        total={data.pages[0]?.total ?? 0}
        hasMore={hasNextPage}
        loadMore={loadMore}
      />
    </section>
  );
}
