import type { Person } from '@cineclub/contract';
import { imdbPersonUrl } from '../lib/format';
import { texts } from '../texts';

/** 'IMDB', opening the person's IMDb page in a new tab; named after the person for readers. */
export function ImdbPersonLink({ person }: { person: Person }) {
  return (
    <a
      className="imdb-link"
      href={imdbPersonUrl(person.imdb)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={texts.people.imdbOf(person.nom)}
    >
      {texts.people.imdb}
    </a>
  );
}
