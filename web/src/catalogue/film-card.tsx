import type { FullCard } from '@cineclub/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { texts } from '../texts';
import { type DownloadSlots, FileListing } from './file-listing';
import { FilmFacts, FilmPeople, FilmRating, ImdbLink, ListMemberships } from './film-facts';
import { filmPath } from './film-path';
import { LazyPoster } from './lazy-poster';
import { usePositionLabel } from './list-position';
import { useIsAdmin } from './permissions';

// Admin extras are a chunk of their own, loaded only when an admin sees a card.
const AdminCardTitle = lazy(async () => ({
  default: (await import('../admin/card-edits')).AdminCardTitle,
}));
const AdminCardSynopsis = lazy(async () => ({
  default: (await import('../admin/card-edits')).AdminCardSynopsis,
}));

/**
 * The full film card (SPEC §3): the film page shows it, and lists show it when 'Fichas
 * completas' is on. Other areas plug in through the slots: `actions` (want / request buttons,
 * admin edit), `downloads` (file actions), `children` (comments).
 */
export function FilmCard({
  film,
  page = false,
  showPoster,
  peopleLimit,
  actions,
  downloads,
  children,
  adminPath = false,
}: {
  film: FullCard;
  /** On the film page the title is the page heading; in a list it links to the page. */
  page?: boolean;
  showPoster: boolean;
  peopleLimit?: number;
  actions?: ReactNode;
  downloads?: DownloadSlots;
  children?: ReactNode;
  /** Shown inside /admo: file folders show (SPEC §6), the edit-film icon does not. */
  adminPath?: boolean;
}) {
  const isAdmin = useIsAdmin();
  const position = usePositionLabel();
  const otherTitles = [
    film.nomo && film.nomo !== film.nom ? `${texts.film.original}: ${film.nomo}` : null,
    film.nomen && film.nomen !== film.nom && film.nomen !== film.nomo
      ? `${texts.film.english}: ${film.nomen}`
      : null,
  ].filter((title): title is string => title !== null);
  const heading = page ? (
    <h1 className="film-title">{film.nom}</h1>
  ) : (
    <h2 className="film-title">
      {film.idx !== undefined ? <span className="film-idx">{position(film.idx)} </span> : null}
      <Link to={filmPath(film)}>{film.nom}</Link>
    </h2>
  );
  const synopsis = film.arg ? <p className="film-synopsis">{film.arg}</p> : null;
  return (
    <article className={`film-card${showPoster ? '' : ' no-poster'}`}>
      {showPoster ? (
        <LazyPoster
          id={film.id}
          poster={film.poster}
          title={film.nom}
          className="film-card-poster"
          priority={page}
        />
      ) : null}
      <div className="film-card-body">
        {/* The key facts: a phone sets them beside the poster, the rest below both. */}
        <div className="film-card-head">
          {isAdmin ? (
            <Suspense fallback={heading}>
              <AdminCardTitle film={film} adminPath={adminPath}>
                {heading}
              </AdminCardTitle>
            </Suspense>
          ) : (
            heading
          )}
          {otherTitles.map((title) => (
            <p key={title} className="film-other-title">
              {title}
            </p>
          ))}
          <FilmFacts film={film} />
          <p className="film-score">
            <FilmRating film={film} />
            <ImdbLink imdb={film.imdb} />
          </p>
        </div>
        <FilmPeople film={film} limit={peopleLimit} />
        {isAdmin ? (
          <Suspense fallback={synopsis}>
            <AdminCardSynopsis film={film}>{synopsis}</AdminCardSynopsis>
          </Suspense>
        ) : (
          synopsis
        )}
        <ListMemberships film={film} />
        {actions ? <div className="film-actions">{actions}</div> : null}
        {downloads || adminPath ? (
          <FileListing
            files={film.arcs}
            torrents={film.donto}
            slots={downloads}
            showDirs={adminPath}
            headingLevel={page ? 2 : 3}
          />
        ) : (
          // Download lists are for bajed2 users (SPEC §6); others see how many there are.
          <p className="film-files-count">{texts.film.fileCount(film.numed2, film.numdnt)}</p>
        )}
        {children}
      </div>
    </article>
  );
}
