import { describe, expect, it } from 'vitest';
import { formatTitleId, parseImdbId, parseLooseTitleId } from '../library/imdb-ids.js';
import {
  akaChoice,
  creditFromRow,
  filmFromBasics,
  keptTitleTypes,
  mapGenres,
  personFromRow,
  ratingFromRow,
  uniqueCredits,
} from './imdb-rows.js';

const basics = (over: Partial<Record<string, string | null>> = {}) => ({
  tconst: 'tt0111161',
  titleType: 'movie',
  primaryTitle: 'The Shawshank Redemption',
  originalTitle: 'The Shawshank Redemption',
  isAdult: '0',
  startYear: '1994',
  runtimeMinutes: '142',
  genres: 'Drama',
  ...over,
});

const aka = (over: Partial<Record<string, string | null>> = {}) => ({
  titleId: 'tt0111161',
  title: 'Cadena perpetua',
  region: 'ES',
  language: null,
  types: null,
  attributes: null,
  ...over,
});

describe('IMDb ids', () => {
  it('parses dataset ids strictly', () => {
    expect(parseImdbId('tt0111161', 'tt')).toBe(111161);
    expect(parseImdbId('nm0000229', 'nm')).toBe(229);
    expect(parseImdbId('tt10872600', 'tt')).toBe(10872600);
    expect(parseImdbId('nm0000229', 'tt')).toBeNull();
    expect(parseImdbId('tt', 'tt')).toBeNull();
    expect(parseImdbId('tt0000000', 'tt')).toBeNull();
    expect(parseImdbId('tt12345678901', 'tt')).toBeNull();
    expect(parseImdbId(null, 'tt')).toBeNull();
  });

  it('parses ids written by people', () => {
    expect(parseLooseTitleId('tt0111161')).toBe(111161);
    expect(parseLooseTitleId(' 111161 ')).toBe(111161);
    expect(parseLooseTitleId('https://www.imdb.com/title/tt0111161/')).toBe(111161);
    expect(parseLooseTitleId('TT0111161')).toBe(111161);
    expect(parseLooseTitleId('abc')).toBeNull();
    expect(parseLooseTitleId('')).toBeNull();
  });

  it('pads title ids to 7 digits', () => {
    expect(formatTitleId(111161)).toBe('tt0111161');
    expect(formatTitleId(10872600)).toBe('tt10872600');
  });
});

describe('title.basics rows', () => {
  const movies = keptTitleTypes(false);

  it('maps a film', () => {
    expect(filmFromBasics(basics({ genres: 'Crime,Drama,Thriller' }), movies)).toEqual({
      imdb: 111161,
      nomo: 'The Shawshank Redemption',
      primary: 'The Shawshank Redemption',
      anio: 1994,
      dura: 142,
      genres: ['CR', 'DR', 'SU'],
    });
  });

  it('keeps films only: no series, shorts, adult titles or titles without a year', () => {
    expect(filmFromBasics(basics({ titleType: 'tvSeries' }), movies)).toBeNull();
    expect(filmFromBasics(basics({ titleType: 'short' }), movies)).toBeNull();
    expect(filmFromBasics(basics({ titleType: 'tvMovie' }), movies)).toBeNull();
    expect(filmFromBasics(basics({ titleType: 'tvMovie' }), keptTitleTypes(true))).not.toBeNull();
    expect(filmFromBasics(basics({ isAdult: '1' }), movies)).toBeNull();
    expect(filmFromBasics(basics({ startYear: null }), movies)).toBeNull();
  });

  it('reads nulls and odd values', () => {
    const film = filmFromBasics(
      basics({ runtimeMinutes: null, genres: null, originalTitle: null }),
      movies,
    );
    expect(film).toMatchObject({ dura: null, genres: [], nomo: 'The Shawshank Redemption' });
    expect(filmFromBasics(basics({ runtimeMinutes: 'abc' }), movies)?.dura).toBeNull();
    expect(filmFromBasics(basics({ tconst: 'xx1' }), movies)).toBeNull();
  });

  it('maps genres through IMDB_GENRES and drops the unknown ones', () => {
    expect(mapGenres('Sci-Fi,Film-Noir,Adult,News,Horror')).toEqual(['CF', 'NE', 'TE']);
    expect(mapGenres('Drama,Drama')).toEqual(['DR']);
    expect(mapGenres(null)).toEqual([]);
  });
});

describe('title.akas rows', () => {
  const score = (over: Partial<Record<string, string | null>>) => akaChoice(aka(over))?.score ?? 0;

  it('picks Spanish titles from ES and English ones from US and GB', () => {
    expect(akaChoice(aka())).toMatchObject({
      imdb: 111161,
      target: 'es',
      title: 'Cadena perpetua',
    });
    expect(akaChoice(aka({ region: 'US' }))?.target).toBe('en');
    expect(akaChoice(aka({ region: 'GB' }))?.target).toBe('en');
    expect(akaChoice(aka({ region: 'MX' }))).toBeNull();
    expect(akaChoice(aka({ region: null }))).toBeNull();
  });

  it('leaves out titles in other languages of the region', () => {
    expect(akaChoice(aka({ language: 'ca' }))).toBeNull();
    expect(akaChoice(aka({ language: 'eu' }))).toBeNull();
    expect(akaChoice(aka({ language: 'es' }))).not.toBeNull();
    expect(akaChoice(aka({ region: 'US', language: 'es' }))).toBeNull();
  });

  it('prefers display titles, then untyped, then others, and working titles last', () => {
    const display = score({ types: 'imdbDisplay' });
    const plain = score({});
    const dvd = score({ types: 'dvd' });
    const working = score({ types: 'working' });
    expect(display).toBeGreaterThan(plain);
    expect(plain).toBeGreaterThan(dvd);
    expect(dvd).toBeGreaterThan(working);
    expect(working).toBeGreaterThan(0);
    expect(score({ attributes: 'literal title' })).toBeLessThan(plain);
    expect(score({ types: `imdbDisplay${String.fromCharCode(2)}working` })).toBe(working);
  });

  it('ranks every US title above every GB title', () => {
    expect(score({ region: 'US', types: 'working' })).toBeGreaterThan(
      score({ region: 'GB', types: 'imdbDisplay' }),
    );
  });
});

describe('title.ratings, title.principals and name.basics rows', () => {
  it('maps ratings', () => {
    expect(
      ratingFromRow({ tconst: 'tt0111161', averageRating: '9.3', numVotes: '3000000' }),
    ).toEqual({
      imdb: 111161,
      rate: 9.3,
      votos: 3000000,
    });
    expect(ratingFromRow({ tconst: 'tt0111161', averageRating: null, numVotes: '5' })).toBeNull();
    expect(ratingFromRow({ tconst: 'tt0111161', averageRating: 'x', numVotes: '5' })).toBeNull();
  });

  it('maps the categories we keep to roles and drops the rest', () => {
    const row = (category: string) => ({
      tconst: 'tt0111161',
      ordering: '3',
      nconst: 'nm0000209',
      category,
    });
    expect(creditFromRow(row('director'))).toEqual({
      imdb: 111161,
      person: 209,
      role: 'd',
      ord: 3,
    });
    expect(creditFromRow(row('actor'))?.role).toBe('a');
    expect(creditFromRow(row('actress'))?.role).toBe('a');
    expect(creditFromRow(row('writer'))?.role).toBe('w');
    expect(creditFromRow(row('composer'))?.role).toBe('c');
    expect(creditFromRow(row('cinematographer'))?.role).toBe('c');
    for (const dropped of [
      'producer',
      'editor',
      'self',
      'archive_footage',
      'production_designer',
    ]) {
      expect(creditFromRow(row(dropped))).toBeNull();
    }
  });

  it('keeps one credit per role and person, at the first billing', () => {
    const credits = uniqueCredits([
      { imdb: 1, person: 7, role: 'c', ord: 9 },
      { imdb: 1, person: 7, role: 'c', ord: 8 },
      { imdb: 1, person: 7, role: 'w', ord: 10 },
    ]);
    expect(credits).toEqual([
      { imdb: 1, person: 7, role: 'c', ord: 8 },
      { imdb: 1, person: 7, role: 'w', ord: 10 },
    ]);
  });

  it('maps names', () => {
    expect(personFromRow({ nconst: 'nm0000229', primaryName: 'Steven Spielberg' })).toEqual({
      id: 229,
      nom: 'Steven Spielberg',
    });
    expect(personFromRow({ nconst: 'nm0000229', primaryName: null })).toBeNull();
  });
});
