import type { SuggestAnswer } from '@cineclub/contract';
import { filmPath } from '../lib/film-path';
import { formatCount, personPath } from '../lib/format';
import { texts } from '../texts';

/** One link of the 'Personas' strip or of '¿Quisiste decir…?'. */
export interface SuggestLink {
  key: string;
  to: string;
  label: string;
  /** What goes beside the label, quieter: a person's films per role, a film's year. */
  detail: string;
}

/** The 'Personas' strip: each person to their page, with their films per role. */
export function stripLinksOf(answer: SuggestAnswer | undefined): SuggestLink[] {
  return (answer?.personas ?? []).map((person) => ({
    key: `p${person.imdb}`,
    to: personPath(person),
    label: person.nom,
    detail: person.papeles
      .map(({ rol, total }) => texts.suggest.roleCount(texts.people.roles[rol], formatCount(total)))
      .join(' · '),
  }));
}

/** '¿Quisiste decir…?': the closest titles (to their card) and people (to their page). */
export function didYouMeanOf(answer: SuggestAnswer | undefined): {
  films: SuggestLink[];
  people: SuggestLink[];
} {
  const close = answer?.parecidas;
  return {
    films: (close?.pelis ?? []).map((film) => ({
      key: `f${film.id}`,
      to: filmPath(film),
      label: film.nom,
      detail: film.anio === null ? '' : String(film.anio),
    })),
    people: (close?.pers ?? []).map((person) => ({
      key: `p${person.imdb}`,
      to: personPath(person),
      label: person.nom,
      detail: '',
    })),
  };
}
