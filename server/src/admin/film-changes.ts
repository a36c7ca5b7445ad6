import type { PersonRole } from '../db/schema.js';
import { formatTitleId } from '../import/imdb-ids.js';

/** A film card as the audit compares it: the stored card before, the written one after. */
export interface AuditedFilm {
  nom: string;
  nomo: string;
  nomen: string;
  anio: number | null;
  dura: number | null;
  arg: string;
  imdb: number | null;
  gens: string[];
  pers: { role: PersonRole; id: number; nom: string }[];
  cols: { list: string; pos: number }[];
}

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
const people = (film: AuditedFilm, role: PersonRole) =>
  film.pers
    .filter((person) => person.role === role)
    .map((person) => `${person.nom} (${person.id})`)
    .join(', ');
const lists = (film: AuditedFilm) =>
  [...film.cols]
    .sort((a, b) => a.list.localeCompare(b.list))
    .map((col) => `${col.list} ${col.pos}`)
    .join(', ');

/** The audit changes between two versions of a film card, one per changed field. */
export function filmChanges(before: AuditedFilm, after: AuditedFilm): Change[] {
  const values = (film: AuditedFilm): Record<Field, string> => ({
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
