import type { ReviewFilm } from '@cineclub/contract';
import { Link } from 'react-router';
import { filmPath } from '../../lib/film-path';
import { formatRating } from '../../lib/format';
import { PosterThumb } from '../../ui/poster-thumb';

/** A big figure with its name under it. */
export function Figure({ value, name }: { value: string; name: string }) {
  return (
    <div className="review-figure">
      <strong>{value}</strong>
      <span>{name}</span>
    </div>
  );
}

/** A score with one decimal, or a dash for none. */
export const score = (value: number | null) => (value === null ? '–' : formatRating(value));

/** A card of films, each with its poster (issue 47), linked to its page with what it counts. */
export function FilmList(props: {
  title: string;
  note?: string;
  empty: string;
  films: readonly { peli: ReviewFilm; what: string }[];
}) {
  return (
    <section className="review-card">
      <h3>{props.title}</h3>
      {props.note && <p className="review-note">{props.note}</p>}
      {props.films.length ? (
        <ol className="review-films">
          {props.films.map(({ peli, what }) => (
            <li key={peli.id}>
              <PosterThumb film={peli} className="review-poster" />
              <Link to={filmPath(peli)}>
                {peli.nom}
                {peli.anio ? ` (${peli.anio})` : ''}
              </Link>
              <span className="review-film-what">{what}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="review-note">{props.empty}</p>
      )}
    </section>
  );
}
