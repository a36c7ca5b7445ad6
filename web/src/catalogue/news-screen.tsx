import type { QueryClient } from '@tanstack/react-query';
import { texts } from '../texts';
import { TileSkeletons } from '../ui/tile-skeletons';
import { useDocumentTitle } from '../ui/use-document-title';
import { listOptionsOf, newsQuery } from './api';
import { FilmList } from './film-list';
import { listsCanDownloadNow, useListsCanDownload } from './permissions';
import { useFilmPages } from './use-film-pages';
import { settingsStore, useSettings } from './use-settings';

/** The first screen: it is in the main bundle, every other screen loads on demand. */
export function newsLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureInfiniteQueryData(
      newsQuery(listOptionsOf(settingsStore.get(), listsCanDownloadNow(queryClient))),
    );
    return null;
  };
}

export function NewsScreen() {
  const settings = useSettings();
  const list = useFilmPages(newsQuery(listOptionsOf(settings, useListsCanDownload())));
  useDocumentTitle(texts.list.newsTitle);
  return (
    <section>
      <h1 className="page-title">{texts.list.newsTitle}</h1>
      {list ? <FilmList {...list} /> : <TileSkeletons />}
    </section>
  );
}
