/**
 * IMDb ids as numbers (tt0111161 -> 111161, nm0000229 -> 229). The cap keeps bit sets and
 * typed arrays small even when a corrupt row carries a huge number.
 */
export const MAX_IMDB_NUMBER = 999_999_999;

const STRICT = { tt: /^tt(\d{1,9})$/, nm: /^nm(\d{1,9})$/ } as const;

/** Parses a dataset id exactly as IMDb writes it; anything else is null. */
export function parseImdbId(value: string | null | undefined, prefix: 'tt' | 'nm'): number | null {
  if (!value) return null;
  const match = STRICT[prefix].exec(value);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
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
