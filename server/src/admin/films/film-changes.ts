import type { PersonRole } from '../../db/schema.js';
import { formatTitleId } from '../../library/imdb-ids.js';
import type { EditableFilm } from './queries.js';

export interface Change {
  /** `ficha.<field>`. */
  action: string;
  /** Spanish, for the audit line: `Título: «Old» → «New»`. */
  detail: string;
}

const LABELS = {
  nom: 'Título',
  nomo: 'Título original',
  nomen: 'Título en inglés',
  anio: 'Año',
  dura: 'Duración',
  arg: 'Sinopsis',
  imdb: 'IMDb',
  gens: 'Géneros',
  d: 'Dirección',
  a: 'Reparto',
  c: 'Otros créditos (c)',
  w: 'Otros créditos (w)',
  cols: 'Listas',
} as const;
type Field = keyof typeof LABELS;

/** Longest value shown in an audit line; a synopsis is cut. */
const SHOWN = 200;

function shown(value: string): string {
  if (value === '') return '(vacío)';
  return value.length > SHOWN ? `«${value.slice(0, SHOWN)}…»` : `«${value}»`;
}

/** One field's audit change, or null when it did not change. */
export function fieldChange(field: Field, before: string, after: string): Change | null {
  if (before === after) return null;
  return {
    action: `ficha.${field}`,
    detail: `${LABELS[field]}: ${shown(before)} → ${shown(after)}`,
  };
}

const plain = (value: number | null) => (value === null ? '' : String(value));
const people = (film: EditableFilm, role: PersonRole) =>
  film.pers
    .filter((person) => person.role === role)
    .map((person) => `${person.nom} (${person.id})`)
    .join(', ');
const lists = (film: EditableFilm) =>
  [...film.cols]
    .sort((a, b) => a.list.localeCompare(b.list))
    .map((col) => `${col.list} ${col.pos}`)
    .join(', ');

/**
 * The audit changes between two versions of a film card (the stored one before, the written one
 * after), one per changed field.
 */
export function filmChanges(before: EditableFilm, after: EditableFilm): Change[] {
  const values = (film: EditableFilm): Record<Field, string> => ({
    nom: film.nom,
    nomo: film.nomo,
    nomen: film.nomen,
    anio: plain(film.anio),
    dura: plain(film.dura),
    arg: film.arg,
    imdb: film.imdb === null ? '' : formatTitleId(film.imdb),
    gens: [...film.gens].sort().join(', '),
    d: people(film, 'd'),
    a: people(film, 'a'),
    c: people(film, 'c'),
    w: people(film, 'w'),
    cols: lists(film),
  });
  const old = values(before);
  const now = values(after);
  return (Object.keys(LABELS) as Field[]).flatMap((field) => {
    const change = fieldChange(field, old[field], now[field]);
    return change ? [change] : [];
  });
}
