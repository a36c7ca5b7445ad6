import { useSuspenseQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { queryClient } from '../app/query-client';
import { FilmActions } from '../community/film-actions';
import { FilmComments } from '../community/film-comments';
import { downloadSlots } from '../downloads/card-slots';
import { useShareDownload } from '../downloads/share-download';
import { texts } from '../texts';
import { useDocumentTitle } from '../ui/use-document-title';
import { fichaQuery } from './api';
import { FilmCard } from './film-card';
import { useCanDownload } from './permissions';
import { useSettings } from './use-settings';

function filmIdOf(id: string | undefined): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(texts.film.notFound);
  return value;
}

/**
 * /peli/:id/:txt/:auth?: one film's full card. The share-token download of `auth` belongs to
 * the downloads area, which plugs its slots into the card here.
 */
export async function filmLoader({ params }: LoaderFunctionArgs) {
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
  useShareDownload(film, params.txt, params.auth);
  return (
    <section className="film-page">
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
