import { GENRES, type GenreCode, IMDB_GENRES } from '../catalogue/genres.js';

/** Genre names NFO files and TMDB write that are neither IMDb's nor ours. */
const OTHER_NAMES: Record<string, GenreCode> = {
  'science fiction': 'CF',
  'ciencia-ficcion': 'CF',
  aventura: 'AV',
  familia: 'FA',
  'film noir': 'NE',
  suspense: 'SU',
  belica: 'BE',
  guerra: 'BE',
  'war & politics': 'BE',
  sports: 'DE',
};

const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const BY_NAME = new Map<string, GenreCode>([
  ...Object.entries(IMDB_GENRES).map(([name, code]) => [plain(name), code] as const),
  ...Object.entries(GENRES).map(([code, name]) => [plain(name), code as GenreCode] as const),
  ...Object.entries(OTHER_NAMES).map(([name, code]) => [plain(name), code] as const),
]);

/**
 * Our genre codes for the genre names of an NFO or TMDB (English or Spanish, any case or
 * accents), without repeats; names we have no genre for are left out.
 */
export function genreCodesOf(names: readonly string[]): GenreCode[] {
  const codes = names.flatMap((name) => {
    const code = BY_NAME.get(plain(name));
    return code ? [code] : [];
  });
  return [...new Set(codes)];
}
