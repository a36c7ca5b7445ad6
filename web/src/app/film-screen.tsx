import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { adminCardSlots } from '../admin/card-slots';
import { fichaQuery } from '../catalogue/api';
import { FilmCard } from '../catalogue/film-card';
import { useCanDownload, useIsAdmin } from '../catalogue/permissions';
import { useSettings } from '../catalogue/use-settings';
import { FilmActions } from '../community/film-actions';
import { FilmClub } from '../community/film-club';
import { FilmComments } from '../community/film-comments';
import { OwnMark } from '../community/own-mark';
import { downloadSlots } from '../downloads/card-slots';
import { SharePanel } from '../downloads/share-panel';
import { useDocumentTitle } from '../ui/use-document-title';
import { filmIdOf } from './film-loader';

/**
 * /peli/:id/:txt/:auth?: one film's full card, composed of every area's part: the catalogue's
 * card, the community's actions and comments, the downloads' buttons and the share-token
 * download of `auth`, the admin's edits. Its loader is film-loader.ts's.
 */
export function FilmScreen() {
  const params = useParams();
  const id = filmIdOf(params.id);
  const { data: film } = useSuspenseQuery(fichaQuery(id));
  const { afoto } = useSettings();
  const canDownload = useCanDownload();
  const isAdmin = useIsAdmin();
  useDocumentTitle(film.nom);
  return (
    <section className="film-page">
      <SharePanel film={film} txt={params.txt} auth={params.auth} />
      <FilmCard
        film={film}
        page
        showPoster={afoto}
        actions={<FilmActions film={film} />}
        mine={<OwnMark film={film} />}
        downloads={canDownload ? downloadSlots(film) : undefined}
        admin={isAdmin ? adminCardSlots(film) : undefined}
      >
        <FilmClub film={film} />
        <FilmComments film={film} />
      </FilmCard>
    </section>
  );
}
