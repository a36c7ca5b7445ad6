import { useSuspenseQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { queryClient } from '../app/query-client';
import { FilmActions } from '../community/film-actions';
import { FilmComments } from '../community/film-comments';
import { downloadSlots } from '../downloads/card-slots';
import { sharedFileQuery } from '../downloads/share-download';
import { SharePanel } from '../downloads/share-panel';
import { texts } from '../texts';
import { useDocumentTitle } from '../ui/use-document-title';
import { fichaQuery } from './api';
import { FilmCard } from './film-card';
import { useCanDownload } from './permissions';
import { useSettings } from './use-settings';

function filmIdOf(id: string | undefined): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new ApiError(404, texts.film.notFound);
  return value;
}

/**
 * /peli/:id/:txt/:auth?: one film's full card. The share-token download of `auth` belongs to
 * the downloads area, which plugs its slots into the card here.
 */
export async function filmLoader({ params }: LoaderFunctionArgs) {
  // The share page's file details are asked for alongside; their failure is the page's to show.
  if (params.auth) void queryClient.prefetchQuery(sharedFileQuery(params.auth));
  await queryClient.ensureQueryData(fichaQuery(filmIdOf(params.id)));
  return null;
}

export function FilmScreen() {
  const params = useParams();
  const id = filmIdOf(params.id);
  const { data: film } = useSuspenseQuery(fichaQuery(id));
  const { afoto } = useSettings();
  const canDownload = useCanDownload();
  useDocumentTitle(film.nom);
  return (
    <section className="film-page">
      <SharePanel film={film} txt={params.txt} auth={params.auth} />
      <FilmCard
        film={film}
        page
        showPoster={afoto}
        actions={<FilmActions film={film} />}
        downloads={canDownload ? downloadSlots(film) : undefined}
      >
        <FilmComments film={film} />
      </FilmCard>
    </section>
  );
}
