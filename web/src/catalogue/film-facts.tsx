import type { CompactCard, FullCard, GenreMap, PersonRef } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { genresQuery } from '../api/genres';
import { formatCount, formatRating, imdbTitleCode, imdbTitleUrl, personPath } from '../lib/format';
import { texts } from '../texts';
import { positionLabel } from './list-position';
import { listLinkOf } from './list-routes';

/** Pieces of a film's card shared by the film page, the full-card lists and the hover popover. */

export function genreNames(film: CompactCard, genres: GenreMap | undefined): string[] {
  // Until the names come, none: codes ('MI, SU') flashed before them (issue 47).
  if (!genres) return [];
  return Object.keys(film.gens).flatMap((code) => genres[code] ?? []);
}

/** Year · runtime · genres by name. */
export function FilmFacts({ film }: { film: CompactCard }) {
  const { data: genres } = useQuery(genresQuery());
  const facts = [
    film.anio === null ? texts.film.noYear : String(film.anio),
    film.dura ? texts.film.runtime(film.dura) : null,
    genreNames(film, genres).join(', ') || null,
  ].filter((fact): fact is string => fact !== null);
  return <p className="film-facts">{facts.join(' · ')}</p>;
}

export function FilmRating({ film }: { film: CompactCard }) {
  if (film.rate === null) return <span className="film-rating">{texts.film.noRating}</span>;
  return (
    <span className="film-rating">
      <span aria-hidden="true">★ </span>
      {texts.film.rating(formatRating(film.rate))}
      {film.votos > 0 ? ` · ${texts.film.votes(formatCount(film.votos))}` : null}
    </span>
  );
}

/**
 * 'Nota del club' (issue 32): the members' average and how many rated, beside IMDb's rating;
 * nothing while no member has rated the film.
 */
export function ClubScore({ film }: { film: CompactCard }) {
  if (!film.club) return null;
  const nota = formatRating(film.club.nota);
  return (
    <span className="club-score" data-club-score>
      <UsersRound size={16} aria-hidden="true" />
      <span>
        {texts.club.score} <strong>{texts.club.scoreValue(nota)}</strong>
        {` · ${texts.club.raters(film.club.votos)}`}
      </span>
    </span>
  );
}

export function ImdbLink({ imdb }: { imdb: number | null }) {
  if (!imdb) return null;
  return (
    <a className="imdb-link" href={imdbTitleUrl(imdb)} target="_blank" rel="noopener noreferrer">
      {texts.film.imdb(imdbTitleCode(imdb))}
    </a>
  );
}

/** Names of one role; as links to each person's films unless `plain` (inside a link). */
export function PeopleLine({
  label,
  people,
  limit,
  plain,
}: {
  label: string;
  people: PersonRef[];
  limit?: number;
  plain?: boolean;
}) {
  if (!people.length) return null;
  const shown = limit === undefined ? people : people.slice(0, limit);
  const rest = people.length - shown.length;
  return (
    <div className="people-line">
      <dt>{label}</dt>
      <dd>
        {shown.map((person, index) => (
          <span key={person.i}>
            {index > 0 ? ', ' : null}
            {plain ? (
              person.n
            ) : (
              <Link to={personPath({ imdb: person.i, nom: person.n })}>{person.n}</Link>
            )}
          </span>
        ))}
        {rest > 0 ? ` ${texts.film.morePeople(rest)}` : null}
      </dd>
    </div>
  );
}

export function FilmPeople({
  film,
  limit,
  plain,
  withoutCast = false,
}: {
  film: CompactCard;
  limit?: number;
  plain?: boolean;
  /** The film page shows the cast in a list of its own (CastList). */
  withoutCast?: boolean;
}) {
  const { d, w, c } = film.pers;
  const a = withoutCast ? [] : film.pers.a;
  if (!d.length && !a.length && !w.length && !c.length) return null;
  return (
    <dl className="film-people">
      <PeopleLine label={texts.film.directors} people={d} plain={plain} />
      <PeopleLine label={texts.film.cast} people={a} limit={limit} plain={plain} />
      <PeopleLine label={texts.film.writers} people={w} limit={limit} plain={plain} />
      <PeopleLine label={texts.film.crew} people={c} limit={limit} plain={plain} />
    </dl>
  );
}

/** The lists a film belongs to, with its position; each links to its list where there is one. */
export function ListMemberships({ film, plain }: { film: FullCard; plain?: boolean }) {
  if (!film.cols.length) return null;
  return (
    <div className="film-lists">
      <span className="film-lists-label">{texts.film.lists}</span>
      <ul>
        {film.cols.map(([code, position]) => {
          const label = `${texts.curatedLists[code].name} ${positionLabel(code, position)}`;
          const path = listLinkOf(code, film.anio);
          return (
            <li key={code} className="chip">
              {plain || !path ? label : <Link to={path}>{label}</Link>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
