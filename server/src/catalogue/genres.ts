/**
 * Genre codes of the catalogue. The web filters by these codes ('TG' means every genre), and
 * `GET /api/info/generos` answers this map. IMDb's dataset genres map onto them on import.
 */
export const GENRES = {
  AC: 'Acción',
  AV: 'Aventuras',
  AN: 'Animación',
  BI: 'Biografía',
  CO: 'Comedia',
  CR: 'Crimen',
  DO: 'Documental',
  DR: 'Drama',
  FA: 'Familiar',
  FN: 'Fantasía',
  NE: 'Cine negro',
  HI: 'Historia',
  TE: 'Terror',
  MU: 'Música',
  MS: 'Musical',
  MI: 'Misterio',
  RO: 'Romance',
  CF: 'Ciencia ficción',
  DE: 'Deporte',
  SU: 'Suspense',
  BE: 'Bélica',
  OE: 'Western',
} as const;

export type GenreCode = keyof typeof GENRES;

/** Genre rows the database must hold; synced at start so a renamed genre needs no migration. */
export const genreRows = Object.entries(GENRES).map(([code, name]) => ({ code, name }));

/** IMDb dataset genre names (title.basics `genres`) to our codes. */
export const IMDB_GENRES: Record<string, GenreCode> = {
  Action: 'AC',
  Adventure: 'AV',
  Animation: 'AN',
  Biography: 'BI',
  Comedy: 'CO',
  Crime: 'CR',
  Documentary: 'DO',
  Drama: 'DR',
  Family: 'FA',
  Fantasy: 'FN',
  'Film-Noir': 'NE',
  History: 'HI',
  Horror: 'TE',
  Music: 'MU',
  Musical: 'MS',
  Mystery: 'MI',
  Romance: 'RO',
  'Sci-Fi': 'CF',
  Sport: 'DE',
  Thriller: 'SU',
  War: 'BE',
  Western: 'OE',
};
