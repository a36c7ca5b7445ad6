import { isImdbPerson, type Person } from '@cineclub/contract';
import { imdbPersonUrl } from '../lib/format';
import { texts } from '../texts';

/**
 * 'IMDB', opening the person's IMDb page in a new tab; named after the person for readers.
 * Nothing for people known by name only (the demo's local ids): they have no IMDb page.
 */
export function ImdbPersonLink({ person }: { person: Person }) {
  if (!isImdbPerson(person.imdb)) return null;
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
