import type { SearchList } from './catalogue';
import { pathOf, routes } from './routes';

/**
 * The addresses of the calls the web app makes for its screens, built in one place: the web's
 * queries ask for them, and the server names the first screen's ones in the page it serves
 * (`<link rel="preload">`), so both must spell them alike, byte for byte.
 */

/** Films per page of a list call. */
export const LIST_PAGE_SIZE = 100;
/** The spec's news call asks for four weeks of novelties. */
export const NEWS_WEEKS = 4;
/** The busq field mask: the text matches every field (seven 0/1 flags). */
export const EVERY_FIELD = '1111111';

/** What the local settings change in a list call. */
export interface ListOptions {
  onlyDownloadable: boolean;
  fullCards: boolean;
  /** Genre code, 'TG' for every genre. */
  genre: string;
}

/** One busq call: list code, year range segment ('0' or 'AAAA-AAAA') and search text. */
export interface ListRequest {
  list: SearchList;
  years: string;
  text: string;
}

/** pathOf leaves a trailing '/' where an optional last segment is empty; drop it. */
export function apiPath(route: string, params: Record<string, string | number | boolean>): string {
  return pathOf(route, params).replace(/\/+$/, '');
}

/** One page of a list call: offset, page size (or `extra`), and the genre filter when set. */
export function listPagePath(
  path: string,
  offset: number,
  genre: string,
  extra = `&n=${LIST_PAGE_SIZE}`,
): string {
  const gen = genre === 'TG' ? '' : `&gen=${genre}`;
  return `${path}?desde=${offset}${extra}${gen}`;
}

export function newsPath(options: ListOptions): string {
  return apiPath(routes.news, {
    onlyDownloadable: options.onlyDownloadable,
    fullCards: options.fullCards,
    weeks: NEWS_WEEKS,
  });
}

export function searchPath(request: ListRequest, options: ListOptions): string {
  return apiPath(routes.search, {
    // The watchlist shows every wanted film: the ones asked for are the ones without files.
    onlyDownloadable: request.list !== 'recor' && options.onlyDownloadable,
    fullCards: options.fullCards,
    years: request.years,
    mask: EVERY_FIELD,
    list: request.list,
    text: request.text,
  });
}

/** A film's full card. */
export function fichaPath(id: number): string {
  return apiPath(routes.ficha, { id, full: true });
}

/** A film's poster; its poster id is in the address, so a new upload is a new address. */
export function posterPath(id: number, poster: number): string {
  return `${pathOf(routes.poster, { id })}?v=${poster}`;
}

/**
 * The widths pictures are kept at (CSS pixels × 1 and × 2 of what the pages show): tiles and the
 * card for posters, the card's head for backdrops, the cast and the person page for photos.
 */
export const IMAGE_WIDTHS = {
  poster: [200, 300, 600],
  backdrop: [780, 1280, 1920],
  photo: [92, 185],
} as const;
export type ImageKind = keyof typeof IMAGE_WIDTHS;

/** A backdrop or photo from the store, at one of its kind's widths. */
export function imagePath(key: string, width: number): string {
  return pathOf(routes.image, { key, width });
}

/** `srcset` of a backdrop or photo: every width it is kept at. */
export function imageSrcset(key: string, kind: ImageKind): string {
  return IMAGE_WIDTHS[kind].map((width) => `${imagePath(key, width)} ${width}w`).join(', ');
}

/** `srcset` of a poster: a placed one answers each width, an uploaded one its whole self. */
export function posterSrcset(id: number, poster: number): string {
  const base = posterPath(id, poster);
  return IMAGE_WIDTHS.poster.map((width) => `${base}&w=${width} ${width}w`).join(', ');
}
