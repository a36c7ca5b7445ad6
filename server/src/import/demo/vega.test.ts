import { describe, expect, it } from 'vitest';
import { repairMacRoman } from './mac-roman.js';
import { cleanVegaRow, loadVegaFilms, vegaYear } from './vega.js';

describe('vega movies cleaning', () => {
  it('repairs mis-encoded accents', () => {
    expect(repairMacRoman("Le Fabuleux destin d'AmÈlie Poulain")).toBe(
      "Le Fabuleux destin d'Amélie Poulain",
    );
    expect(repairMacRoman('La mala educaciÛn')).toBe('La mala educación');
    expect(repairMacRoman("De battre mon coeur s'est arrÍtÈ")).toBe(
      "De battre mon coeur s'est arrêté",
    );
    expect(repairMacRoman('Per qualche dollaro in pi˘')).toBe('Per qualche dollaro in più');
    expect(repairMacRoman('The Naked Gun 2Ω: The Smell of Fear')).toBe(
      'The Naked Gun 2½: The Smell of Fear',
    );
    expect(repairMacRoman('Plain title')).toBe('Plain title');
  });

  it('puts back years a century off', () => {
    expect(vegaYear('Dec 31 2046')).toBe(1946);
    expect(vegaYear('Feb 08 2015')).toBe(1915);
    expect(vegaYear('Jun 12 1998')).toBe(1998);
    expect(vegaYear('Dec 23 2011')).toBe(2011);
    expect(vegaYear(null)).toBeNull();
  });

  it('keeps only rows that make an honest card: title, year and director', () => {
    const row = {
      Title: 'Titanic',
      'Release Date': 'Dec 19 1997',
      'Major Genre': 'Thriller/Suspense',
      'Creative Type': 'Historical Fiction',
      Director: 'James Cameron',
      'Running Time min': 194,
      'IMDB Rating': 7.4,
      'IMDB Votes': 240732,
    };
    // The table's 'Thriller/Suspense' is not trusted: no genre rather than a wrong one.
    expect(cleanVegaRow(row)).toMatchObject({ title: 'Titanic', year: 1997, genres: [] });
    expect(cleanVegaRow({ ...row, Director: null })).toBeNull();
    expect(cleanVegaRow({ ...row, 'Release Date': null })).toBeNull();
    expect(cleanVegaRow({ ...row, Title: ' ' })).toBeNull();
    expect(
      cleanVegaRow({ ...row, 'Major Genre': 'Romantic Comedy', 'Creative Type': 'Fantasy' })
        ?.genres,
    ).toEqual(['RO', 'CO', 'FN']);
  });

  it('loads the table cleaned', () => {
    const films = loadVegaFilms();
    expect(films.length).toBeGreaterThan(1800);
    expect(films.every((film) => film.director !== '' && film.year > 1900)).toBe(true);
    expect(films.some((film) => film.genres.includes('SU'))).toBe(false);
    const titles = new Set(films.map((film) => film.title));
    expect(titles.has('La mala educación')).toBe(true);
    expect(titles.has('Léon')).toBe(true);
    expect(titles.has('1941')).toBe(true);
    expect(films.every((film) => film.title.trim() !== '')).toBe(true);
    expect(films.every((film) => film.year <= 2011)).toBe(true);
    expect(films.some((film) => /[ÈÛÍ˘]/.test(film.title))).toBe(false);
  });
});
