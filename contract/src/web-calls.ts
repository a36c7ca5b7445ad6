import type { CallInput } from './calls';
import type { SearchList } from './catalogue';
import { pathOf, routes } from './routes';

type BoolText = 'true' | 'false';

/**
 * The addresses of the calls the web app makes for its screens, built in one place: the web's
 * queries ask for them, and the server names the first screen's ones in the page it serves
 * (`<link rel="preload">`, through the call map's `callPath`), so both must spell them alike,
 * byte for byte.
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

/** The query of one page of a list call: offset, page size, and the genre filter when set. */
function pageQuery(offset: number, genre: string, size: number) {
  return { desde: offset, n: size, gen: genre === 'TG' ? undefined : genre };
}

/** One page of the news call. */
export function newsCall(options: ListOptions, offset = 0): CallInput<'news'> {
  return {
    params: {
      onlyDownloadable: String(options.onlyDownloadable) as BoolText,
      fullCards: String(options.fullCards) as BoolText,
      weeks: NEWS_WEEKS,
    },
    query: pageQuery(offset, options.genre, LIST_PAGE_SIZE),
  };
}

/** One page of a busq call; `size` films a page. */
export function searchCall(
  request: ListRequest,
  options: ListOptions,
  offset = 0,
  size = LIST_PAGE_SIZE,
): CallInput<'search'> {
  // The watchlist shows every wanted film: the ones asked for are the ones without files.
  const onlyDownloadable = request.list !== 'recor' && options.onlyDownloadable;
  return {
    params: {
      onlyDownloadable: String(onlyDownloadable) as BoolText,
      fullCards: String(options.fullCards) as BoolText,
      years: request.years,
      mask: EVERY_FIELD,
      list: request.list,
      text: request.text,
    },
    query: pageQuery(offset, options.genre, size),
  };
}

/** A film's full card. */
export function fichaCall(id: number): CallInput<'ficha'> {
  return { params: { id: String(id), full: 'true' } };
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
