/**
 * IMDb ids as numbers (tt0111161 -> 111161, nm0000229 -> 229). The cap keeps bit sets and
 * typed arrays small even when a corrupt row carries a huge number.
 */
export const MAX_IMDB_NUMBER = 999_999_999;

/** Parses a dataset id exactly as IMDb writes it; anything else is null. */
export function parseImdbId(value: string | null | undefined, prefix: 'tt' | 'nm'): number | null {
  if (!value) return null;
  const id = leadingImdbId(value, prefix);
  return id > 0 && !value.includes('\t') && !value.includes('\n') ? id : null;
}

const ZERO = 48;
const TAB = 9;
const NEWLINE = 10;

/**
 * The number of the IMDb id that a string starts with, or its line starting at `start` (`tt0111161`,
 * then a tab, a line end or the string's end: the first field of a dataset line), or 0 when it
 * does not start with one. Read character by character, in place: it runs on every line of
 * files of tens of millions of lines, most of which are then dropped unsplit.
 */
export function leadingImdbId(text: string, prefix: 'tt' | 'nm', start = 0): number {
  if (
    text.charCodeAt(start) !== prefix.charCodeAt(0) ||
    text.charCodeAt(start + 1) !== prefix.charCodeAt(1)
  ) {
    return 0;
  }
  let id = 0;
  let i = start + 2;
  const end = Math.min(text.length, start + 11);
  for (; i < end; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) break;
    id = id * 10 + digit;
  }
  if (i === start + 2) return 0;
  const after = text.charCodeAt(i);
  if (i < text.length && after !== TAB && after !== NEWLINE) return 0;
  return id;
}

/**
 * Parses a title id written by a person: `tt0111161`, `111161`, or an IMDb address
 * (`https://www.imdb.com/title/tt0111161/`).
 */
export function parseLooseTitleId(value: string): number | null {
  const text = value.trim();
  const match = /^(\d{1,9})$/.exec(text) ?? /(?:^|[^a-z0-9])tt(\d{1,9})(?!\d)/i.exec(text);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

/** tt0111161 from 111161: IMDb pads title ids to at least 7 digits. */
export function formatTitleId(id: number): string {
  return `tt${String(id).padStart(7, '0')}`;
}
