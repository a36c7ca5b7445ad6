import { posterPath } from '@cineclub/contract';

/**
 * A small poster beside a film's title in the club's screens (the year in review, the club's
 * best films): decorative, as the title beside it is the link. Loaded lazily by the browser; a
 * drawn poster (SVG) has one size, a stored one is asked for at 200 px.
 */
export function PosterThumb({
  film,
  className,
}: {
  film: { id: number; poster: number };
  className: string;
}) {
  const src = posterPath(film.id, film.poster);
  return (
    <img
      className={`poster-thumb ${className}`}
      src={film.poster === 0 ? src : `${src}&w=200`}
      alt=""
      width={48}
      height={72}
      loading="lazy"
    />
  );
}
