import { describe, expect, it } from 'vitest';
import { repairMacRoman } from './mac-roman.js';
import { loadVegaFilms, vegaYear } from './vega.js';

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

  it('loads the table cleaned', () => {
    const films = loadVegaFilms();
    expect(films.length).toBeGreaterThan(3000);
    const titles = new Set(films.map((film) => film.title));
    expect(titles.has('La mala educación')).toBe(true);
    expect(titles.has('Léon')).toBe(true);
    expect(titles.has('1941')).toBe(true);
    expect(films.every((film) => film.title.trim() !== '')).toBe(true);
    expect(films.every((film) => film.year === null || film.year <= 2011)).toBe(true);
    expect(films.some((film) => /[ÈÛÍ˘]/.test(film.title))).toBe(false);
  });
});
