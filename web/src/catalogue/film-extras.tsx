import { type FullCard, imageSrcset } from '@cineclub/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { siThemoviedatabase } from 'simple-icons';
import { personPath } from '../lib/format';
import { texts } from '../texts';

/** Cast members shown before 'Ver todo el reparto'. */
const CAST_SHOWN = 12;

/**
 * The backdrop behind the card's head, on wide screens only: a `<picture>` whose one source
 * applies from 60em on, so a phone never downloads it (its <img> is an empty data address).
 */
export function FilmBackdrop({ film }: { film: FullCard }) {
  if (!film.fondo) return null;
  return (
    <picture className="film-backdrop">
      <source
        media="(min-width: 60em)"
        srcSet={imageSrcset(film.fondo, 'backdrop')}
        sizes="100vw"
      />
      <img src="data:," alt="" />
    </picture>
  );
}

/**
 * 'Ver tráiler': a plain link to YouTube. Nothing of YouTube's is on our pages (no embed, no
 * script, no thumbnail), so a visitor's browser calls YouTube only when they click.
 */
export function TrailerLink({ film }: { film: FullCard }) {
  if (!film.trailer) return null;
  return (
    <a
      className="film-trailer"
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(film.trailer)}`}
      target="_blank"
      rel="noopener noreferrer external"
      title={texts.film.trailerTitle}
    >
      {texts.film.trailer}
    </a>
  );
}

interface CastMember {
  name: string;
  role: string;
  photo: string;
  id: number | undefined;
}

/**
 * The film's one cast list: the server's (`reparto`, the NFO's or TMDB's cast joined with the
 * credited actors), else the credited actors' names.
 */
export function castOf(film: FullCard): CastMember[] {
  if (film.reparto?.length) {
    return film.reparto.map((m) => ({ name: m.n, role: m.p, photo: m.f, id: m.i }));
  }
  return film.pers.a.map((person) => ({ name: person.n, role: '', photo: '', id: person.i }));
}

/**
 * 'Reparto' on the film page (issue 47): one list, each person once, with their character and
 * photo where known. With no photo at all it is a list of names and characters, without empty
 * frames. Long casts show their first members and a button for the rest.
 */
export function CastList({ film }: { film: FullCard }) {
  const [whole, setWhole] = useState(false);
  const cast = castOf(film);
  if (!cast.length) return null;
  const photos = cast.some((member) => member.photo);
  const shown = whole ? cast : cast.slice(0, CAST_SHOWN);
  return (
    <section className="cast-photos" aria-labelledby={`cast-${film.id}`}>
      <h2 className="cast-photos-title" id={`cast-${film.id}`}>
        {texts.film.cast}
      </h2>
      <ul className={photos ? undefined : 'cast-names'}>
        {shown.map((member) => {
          const name = member.id ? (
            <Link to={personPath({ imdb: member.id, nom: member.name })}>{member.name}</Link>
          ) : (
            member.name
          );
          return (
            <li key={member.id ?? member.name}>
              {photos ? <PersonPhoto name={member.name} photo={member.photo} /> : null}
              <span className="cast-name">{name}</span>
              {member.role ? <span className="cast-role">{member.role}</span> : null}
            </li>
          );
        })}
      </ul>
      {cast.length > CAST_SHOWN ? (
        <button type="button" className="btn cast-more" onClick={() => setWhole(!whole)}>
          {whole ? texts.cards47.castFewer : texts.cards47.castAll(cast.length)}
        </button>
      ) : null}
    </section>
  );
}

/** A person's photo from our store, or a blank frame of the same size. */
export function PersonPhoto({
  name,
  photo,
  large = false,
}: {
  name: string;
  photo: string;
  large?: boolean;
}) {
  const className = `person-photo${large ? ' large' : ''}`;
  if (!photo) return <span className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      srcSet={imageSrcset(photo, 'photo')}
      sizes={large ? '185px' : '92px'}
      alt={texts.film.photoOf(name)}
      loading={large ? undefined : 'lazy'}
      width={large ? 185 : 92}
      height={large ? 278 : 138}
    />
  );
}

/**
 * TMDB's attribution, as their terms ask of a site that shows their data: their logo (its
 * shape from simple-icons, filled with TMDB's own gradient) and their sentence.
 */
export function TmdbAttribution() {
  return (
    <p className="tmdb-attribution">
      <svg className="tmdb-logo" viewBox="0 0 24 24" role="img" aria-label={texts.tmdb.logo}>
        <defs>
          <linearGradient id="tmdb-logo-fill" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#90cea1" />
            <stop offset="0.56" stopColor="#3cbec9" />
            <stop offset="1" stopColor="#00b3e5" />
          </linearGradient>
        </defs>
        <path d={siThemoviedatabase.path} fill="url(#tmdb-logo-fill)" />
      </svg>{' '}
      {texts.tmdb.attribution}
    </p>
  );
}
