import { describe, expect, it } from 'vitest';
import { TitleYears } from './title-years.js';

describe('TitleYears', () => {
  it('takes titles a year apart, in any case or accents, for one film', () => {
    const films = new TitleYears();
    films.add(['El bueno, el feo y el malo', 'Il buono, il brutto, il cattivo'], 1966);
    films.add(['Amores perros'], 2000);
    expect(films.has(['Il Buono, il Brutto, il Cattivo'], 1967)).toBe(true);
    expect(films.has(['Amores Perros'], 2001)).toBe(true);
    expect(films.has(['AMORES PERROS'], 1999)).toBe(true);
    expect(films.has(['Amélie'], 2001)).toBe(false);
  });

  it('keeps films of the same title further apart', () => {
    const films = new TitleYears();
    expect(films.addIfNew(['Scarface'], 1932)).toBe(true);
    expect(films.addIfNew(['Scarface'], 1983)).toBe(true);
    expect(films.addIfNew(['Scarface'], 1984)).toBe(false);
    expect(films.addIfNew(['Le fabuleux destin d’Amélie Poulain'], 2001)).toBe(true);
    expect(films.addIfNew(["Le Fabuleux destin d'Amelie Poulain"], 2002)).toBe(false);
  });

  it('reads sequel numerals as digits', () => {
    const films = new TitleYears();
    films.add(['Hellboy II: El ejército dorado', 'Hellboy II: The Golden Army'], 2008);
    expect(films.has(['Hellboy 2: The Golden Army'], 2008)).toBe(true);
    expect(films.has(['Hellboy 3: The Golden Army'], 2008)).toBe(false);
    expect(films.has(['V de Vendetta'], 2005)).toBe(false);
  });
});
