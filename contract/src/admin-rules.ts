/**
 * Admin rules shared by server and web without a schema library, so the web bundle can use them
 * without pulling in zod.
 */
import { noticeParts } from './rules';

/**
 * The 'Amulear' link of DESIGN.md: an aMule (eMule) search link for the film,
 * `ed2k://|search|<original title> <year>|/`, with the terms URL-encoded. aMule registers the
 * `ed2k:` scheme and opens its search for these terms. A '|' would end the terms early, so it
 * becomes a space; the year is left out when unknown.
 */
export function amuleSearchLink(film: { nomo: string; nom?: string; anio: number | null }): string {
  const title = film.nomo.trim() || film.nom?.trim() || '';
  const terms = [title, film.anio ?? ''].join(' ').replaceAll('|', ' ').replace(/\s+/g, ' ').trim();
  return `ed2k://|search|${encodeURIComponent(terms)}|/`;
}

/** Poster uploads: what the server accepts, so the web can check before sending. */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;
export const POSTER_MIME = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type PosterKind = keyof typeof POSTER_MIME;

/** The image kind of a file by its first bytes (magic numbers), or null if not JPEG/PNG/WebP. */
export function posterKindOf(bytes: Uint8Array): PosterKind | null {
  const starts = (signature: number[], at = 0) =>
    bytes.length >= at + signature.length &&
    signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Longest text of a notice for everyone. */
export const NOTICE_MAX = 2_000;

/** The film ids a notice text links to with `%id%title%`. */
export function noticeFilmIds(text: string): number[] {
  const ids = noticeParts(text).flatMap((part) => ('filmId' in part ? [part.filmId] : []));
  return [...new Set(ids)];
}

/** Kinds of catalogue jobs the admin screen runs; one of each kind at a time. */
export const JOB_KINDS = ['imdb', 'lista', 'escaneo', 'tmdb'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Who a job was started by (`por`) when the server's daily IMDb refresh started it. */
export const SCHEDULED_BY = 'programada';

/** Largest .torrent an admin may upload. */
export const TORRENT_MAX_BYTES = 16 * 1024 * 1024;

/** Largest list file the list import takes. */
export const LIST_MAX_BYTES = 20 * 1024 * 1024;
