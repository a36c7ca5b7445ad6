import {
  type FilmUpdateBody,
  type FullCard,
  type ListCode,
  listCodes,
  type PersonRef,
} from '@cineclub/contract';
import { texts } from '../texts-screens';

/**
 * The admin screen's film form as text fields, and its check before sending: the server checks
 * again (contract's filmUpdateBody), this only says what is wrong before a round trip.
 */

export const roles = ['d', 'a', 'w', 'c'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  d: texts.film.directors,
  a: texts.film.cast,
  w: texts.film.writers,
  c: texts.film.crew,
};

export interface FilmForm {
  nom: string;
  nomo: string;
  nomen: string;
  anio: string;
  dura: string;
  imdb: string;
  arg: string;
  gens: string[];
  /** One person a line: `nm0000229 Steven Spielberg`. */
  pers: Record<Role, string>;
  /** Position in each list, '' when the film is not in it. */
  cols: Record<ListCode, string>;
}

function nmCode(id: number): string {
  return `nm${String(id).padStart(7, '0')}`;
}

export function peopleText(people: readonly PersonRef[]): string {
  return people.map((person) => `${nmCode(person.i)} ${person.n}`).join('\n');
}

export function filmFormOf(film: FullCard): FilmForm {
  const positions = new Map(film.cols);
  return {
    nom: film.nom,
    nomo: film.nomo,
    nomen: film.nomen,
    anio: film.anio === null ? '' : String(film.anio),
    dura: film.dura === null ? '' : String(film.dura),
    imdb: film.imdb === null ? '' : `tt${String(film.imdb).padStart(7, '0')}`,
    arg: film.arg,
    gens: Object.keys(film.gens),
    pers: {
      d: peopleText(film.pers.d),
      a: peopleText(film.pers.a),
      w: peopleText(film.pers.w),
      c: peopleText(film.pers.c),
    },
    cols: Object.fromEntries(
      listCodes.map((code) => [code, String(positions.get(code) ?? '')]),
    ) as Record<ListCode, string>,
  };
}

/** A whole number within bounds, null when blank, undefined when not valid. */
function wholeOrBlank(text: string, min: number, max: number): number | null | undefined {
  const value = text.trim();
  if (!value) return null;
  if (!/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** An IMDb title id as `tt0111161`, `111161` or an IMDb address; null when blank. */
export function parseImdb(text: string): number | null | undefined {
  const value = text.trim();
  if (!value) return null;
  const match = /^(?:https?:\/\/(?:www\.|m\.)?imdb\.com\/title\/)?(?:tt)?(\d{1,9})\/?$/i.exec(
    value,
  );
  const number = match ? Number(match[1]) : 0;
  return number > 0 ? number : undefined;
}

/** People lines: an IMDb name id (`nm0000229` or `229`), then the name. Blank lines are skipped. */
export function parsePeople(text: string): { people: PersonRef[]; badLines: number[] } {
  const people: PersonRef[] = [];
  const badLines: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const match = /^\s*(?:nm)?(\d{1,9})\s+(\S.*?)\s*$/i.exec(line);
    const id = match ? Number(match[1]) : 0;
    if (!match?.[2] || id <= 0) badLines.push(index + 1);
    else people.push({ i: id, n: match[2] });
  });
  return { people, badLines };
}

export type FilmFormResult = { body: FilmUpdateBody } | { errors: string[] };

export function filmUpdateOf(form: FilmForm): FilmFormResult {
  const errors: string[] = [];
  const nom = form.nom.trim();
  if (!nom) errors.push(texts.admin.film.noTitle);
  const anio = wholeOrBlank(form.anio, 1870, 2100);
  if (anio === undefined) errors.push(texts.admin.film.badYear);
  const dura = wholeOrBlank(form.dura, 1, 2000);
  if (dura === undefined) errors.push(texts.admin.film.badRuntime);
  const imdb = parseImdb(form.imdb);
  if (imdb === undefined) errors.push(texts.admin.film.badImdb);
  const pers = { d: [], a: [], w: [], c: [] } as Record<Role, PersonRef[]>;
  for (const role of roles) {
    const { people, badLines } = parsePeople(form.pers[role]);
    pers[role] = people;
    for (const line of badLines) errors.push(texts.admin.film.badPerson(roleLabels[role], line));
  }
  const cols: FilmUpdateBody['cols'] = [];
  for (const code of listCodes) {
    const position = wholeOrBlank(form.cols[code], 1, 100_000);
    if (position === undefined)
      errors.push(texts.admin.film.badPosition(texts.curatedLists[code].name));
    else if (position !== null) cols.push([code, position]);
  }
  if (errors.length || anio === undefined || dura === undefined || imdb === undefined) {
    return { errors };
  }
  return {
    body: {
      nom,
      nomo: form.nomo.trim(),
      nomen: form.nomen.trim(),
      anio,
      dura,
      imdb,
      arg: form.arg.trim(),
      gens: form.gens,
      pers,
      cols,
    },
  };
}
