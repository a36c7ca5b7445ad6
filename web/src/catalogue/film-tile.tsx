import { type CompactCard, pathOf, routes } from '@cineclub/contract';
import { Link } from 'react-router';
import { texts } from '../texts';
import { filmPath } from './film-path';

/** A list tile: poster, title and year, linking to the film's card. */
export function FilmTile({ film }: { film: CompactCard }) {
  return (
    <li className="tile">
      <Link to={filmPath(film)} className="tile-link">
        <img
          className="tile-poster"
          src={pathOf(routes.poster, { id: film.id })}
          alt={texts.film.posterOf(film.nom)}
          loading="lazy"
          width={200}
          height={300}
        />
        <span className="tile-title">{film.nom}</span>
        <span className="tile-year">{film.anio ?? texts.film.noYear}</span>
      </Link>
    </li>
  );
}
