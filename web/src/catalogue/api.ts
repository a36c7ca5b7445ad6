import { type FilmPage, pathOf, routes } from '@cineclub/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { getJson } from '../api/client';

const PAGE_SIZE = 100;
/** The spec's news call asks for four weeks of novelties. */
const NEWS_WEEKS = 4;

export interface ListOptions {
  onlyDownloadable: boolean;
  fullCards: boolean;
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  news: (options: ListOptions) => [...catalogueKeys.all, 'news', options] as const,
};

function withPage(path: string, offset: number): string {
  return `${path}?desde=${offset}&n=${PAGE_SIZE}`;
}

export function newsQuery(options: ListOptions) {
  const path = pathOf(routes.news, { ...options, weeks: NEWS_WEEKS });
  return infiniteQueryOptions({
    queryKey: catalogueKeys.news(options),
    queryFn: ({ pageParam, signal }) => getJson<FilmPage>(withPage(path, pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.sig ?? undefined,
  });
}
