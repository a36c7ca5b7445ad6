import type { FullCard } from '@cineclub/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { texts } from '../texts';
import { type DownloadSlots, FileListing } from './file-listing';
import { FilmFacts, FilmPeople, FilmRating, ImdbLink, ListMemberships } from './film-facts';
import { filmPath } from './film-path';
import { LazyPoster } from './lazy-poster';

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
}: {
  film: FullCard;
  /** On the film page the title is the page heading; in a list it links to the page. */
  page?: boolean;
  showPoster: boolean;
  peopleLimit?: number;
  actions?: ReactNode;
  downloads?: DownloadSlots;
  children?: ReactNode;
}) {
  const otherTitles = [
    film.nomo && film.nomo !== film.nom ? `${texts.film.original}: ${film.nomo}` : null,
    film.nomen && film.nomen !== film.nom && film.nomen !== film.nomo
      ? `${texts.film.english}: ${film.nomen}`
      : null,
  ].filter((title): title is string => title !== null);
  return (
    <article className={`film-card${showPoster ? '' : ' no-poster'}`}>
      {showPoster ? (
        <LazyPoster id={film.id} title={film.nom} className="film-card-poster" />
      ) : null}
      <div className="film-card-body">
        {page ? (
          <h1 className="film-title">{film.nom}</h1>
        ) : (
          <h2 className="film-title">
            {film.idx !== undefined ? (
              <span className="film-idx">{texts.lists.position(film.idx)} </span>
            ) : null}
            <Link to={filmPath(film)}>{film.nom}</Link>
          </h2>
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
        <FilmPeople film={film} limit={peopleLimit} />
        {film.arg ? <p className="film-synopsis">{film.arg}</p> : null}
        <ListMemberships film={film} />
        {actions ? <div className="film-actions">{actions}</div> : null}
        <FileListing files={film.arcs} torrents={film.donto} slots={downloads} />
        {children}
      </div>
    </article>
  );
}
