import type { CompactCard } from '@cineclub/contract';

/**
 * The header's 'Filtrar' box: a client-side filter over the films already shown. The pattern is
 * a case-insensitive regular expression matched against the titles (Spanish, original,
 * English), year, directory, id and people names. Accents are ignored on both sides ('almodovar'
 * finds 'Almodóvar', as the server's search does). A pattern that is not a valid regular
 * expression ('(', '*', '[a') is matched as plain text, so typing never breaks the list.
 *
 * Pure and allocation-light: a 1,000-film list is filtered on every keystroke.
 */

export type FilmMatcher = (film: CompactCard) => boolean;

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Strips accents (NFD, then drops combining marks) and keeps case: the regex has the i flag. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '');
}

// Each film's searchable text is built once and kept for as long as the card object lives
// (TanStack Query keeps the same objects between renders), so a keystroke only runs the regex.
const haystacks = new WeakMap<CompactCard, string>();

/**
 * One line per field, so `^` and `$` (the m flag) anchor to a field and `.` never runs from
 * one field into the next.
 */
export function haystackOf(film: CompactCard): string {
  let text = haystacks.get(film);
  if (text !== undefined) return text;
  const lines = [
    film.nom,
    film.nomo,
    film.nomen,
    String(film.anio ?? ''),
    film.dir,
    String(film.id),
  ];
  for (const role of [film.pers.d, film.pers.a, film.pers.c, film.pers.w]) {
    for (const person of role) lines.push(person.n);
  }
  text = withoutAccents(lines.join('\n'));
  haystacks.set(film, text);
  return text;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The regular expression for a pattern: as typed when valid, else the pattern as plain text. */
export function patternRegExp(pattern: string): RegExp {
  const folded = withoutAccents(pattern);
  try {
    return new RegExp(folded, 'im');
  } catch {
    return new RegExp(escapeRegExp(folded), 'im');
  }
}

/** The matcher of a pattern, or null when the pattern is blank (no filter). */
export function compileFilter(pattern: string): FilmMatcher | null {
  if (!pattern.trim()) return null;
  const regexp = patternRegExp(pattern);
  return (film) => regexp.test(haystackOf(film));
}

/** The films that match; the same array when the pattern is blank. */
export function filterFilms<T extends CompactCard>(films: T[], pattern: string): T[] {
  const matches = compileFilter(pattern);
  return matches ? films.filter(matches) : films;
}
