import type { FullCard } from '@cineclub/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { filmPath } from '../lib/film-path';
import { type DownloadSlots, FileListing } from './file-listing';
import { FilesNote } from './files-note';
import { CastList, FilmBackdrop, TmdbAttribution, TrailerLink } from './film-extras';
import {
  ClubScore,
  FilmFacts,
  FilmPeople,
  FilmRating,
  ImdbLink,
  ListMemberships,
} from './film-facts';
import { LazyPoster } from './lazy-poster';
import { usePositionLabel } from './list-position';
import { otherTitlesOf } from './other-titles';

/**
 * What the admin area adds to a card, for admins only (the caller decides): each slot wraps the
 * card's own title or synopsis (inline edits, the edit-film icon, 'Amulear').
 */
export interface AdminCardSlots {
  /** `adminPath`: the card is inside /admo, where the edit-film icon would lead to itself. */
  title: (heading: ReactNode, adminPath: boolean) => ReactNode;
  synopsis: (synopsis: ReactNode) => ReactNode;
}

/**
 * The full film card (SPEC §3): the film page shows it, and lists show it when 'Fichas
 * completas' is on. Other areas plug in through the slots, which app/ composes: `actions` (want
 * / request buttons), `downloads` (file actions), `admin` (inline edits), `children` (comments).
 */
export function FilmCard({
  film,
  page = false,
  showPoster,
  peopleLimit,
  actions,
  mine,
  downloads,
  admin,
  children,
  adminPath = false,
}: {
  film: FullCard;
  /** On the film page the title is the page heading; in a list it links to the page. */
  page?: boolean;
  showPoster: boolean;
  peopleLimit?: number;
  actions?: ReactNode;
  /** The member's own score and seen mark, in the card's head (issue 47). */
  mine?: ReactNode;
  downloads?: DownloadSlots;
  admin?: AdminCardSlots;
  children?: ReactNode;
  /** Shown inside /admo: file folders show (SPEC §6), the edit-film icon does not. */
  adminPath?: boolean;
}) {
  const position = usePositionLabel();
  const otherTitles = otherTitlesOf(film);
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
    <article
      className={`film-card${showPoster ? '' : ' no-poster'}${page && film.fondo ? ' with-backdrop' : ''}`}
    >
      {page ? <FilmBackdrop film={film} /> : null}
      {showPoster ? (
        <LazyPoster
          id={film.id}
          poster={film.poster}
          title={film.nom}
          className="film-card-poster"
          priority={page}
          sizes={page ? '300px' : '200px'}
        />
      ) : null}
      <div className="film-card-body">
        {/* The key facts: a phone sets them beside the poster, the rest below both. */}
        <div className="film-card-head">
          {admin ? admin.title(heading, adminPath) : heading}
          {otherTitles.map((title) => (
            <p key={title} className="film-other-title">
              {title}
            </p>
          ))}
          <FilmFacts film={film} />
          <p className="film-score">
            <FilmRating film={film} />
            <ClubScore film={film} />
            <ImdbLink imdb={film.imdb} />
            <TrailerLink film={film} />
          </p>
          {mine}
        </div>
        {/* On the page the cast is its own list, with characters and photos (issue 47). */}
        <FilmPeople film={film} limit={peopleLimit} withoutCast={page} />
        {admin ? admin.synopsis(synopsis) : synopsis}
        {page ? <CastList film={film} /> : null}
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
          <FilesNote film={film} />
        )}
        {children}
        {page && film.detmdb ? <TmdbAttribution /> : null}
      </div>
    </article>
  );
}
