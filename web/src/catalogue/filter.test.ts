import type { CompactCard } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { compileFilter, filterFilms, haystackOf } from './filter';

function card(overrides: Partial<CompactCard> & { id: number }): CompactCard {
  return {
    nom: '',
    nomo: '',
    nomen: '',
    anio: null,
    dir: '',
    gens: {},
    pers: { d: [], a: [], c: [], w: [] },
    rate: null,
    votos: 0,
    dura: null,
    poster: 0,
    numed2: 0,
    numdnt: 0,
    ...overrides,
  };
}

const volver = card({
  id: 41,
  nom: 'Volver',
  nomo: 'Volver',
  nomen: 'Volver',
  anio: 2006,
  dir: 'Volver (2006)',
  pers: {
    d: [{ i: 4216, n: 'Pedro Almodóvar' }],
    a: [{ i: 4851, n: 'Penélope Cruz' }],
    c: [{ i: 1, n: 'Alberto Iglesias' }],
    w: [{ i: 2, n: 'Guionista Uno' }],
  },
});
const kane = card({
  id: 4,
  nom: 'Ciudadano Kane',
  nomo: 'Citizen Kane',
  nomen: 'Citizen Kane',
  anio: 1941,
  dir: 'Ciudadano Kane (1941)',
  pers: { d: [{ i: 80, n: 'Orson Welles' }], a: [], c: [], w: [] },
});
const senor = card({
  id: 27,
  nom: 'El señor de los anillos: El retorno del Rey',
  nomo: 'The Lord of the Rings: The Return of the King',
  nomen: 'The Lord of the Rings: The Return of the King',
  anio: 2003,
  dir: 'Disco2/Fantasía',
});
const films = [volver, kane, senor];
const ids = (pattern: string) => filterFilms(films, pattern).map((film) => film.id);

describe('the Filtrar filter', () => {
  it('keeps every film, as the same array, for a blank pattern', () => {
    expect(filterFilms(films, '')).toBe(films);
    expect(filterFilms(films, '   ')).toBe(films);
    expect(compileFilter('')).toBeNull();
  });

  it('matches each field: titles, year, directory, id and every role', () => {
    expect(ids('ciudadano')).toEqual([4]); // Spanish title
    expect(ids('citizen')).toEqual([4]); // original / English title
    expect(ids('Return of the King')).toEqual([27]); // English title
    expect(ids('1941')).toEqual([4]); // year
    expect(ids('Disco2')).toEqual([27]); // directory
    expect(ids('^41$')).toEqual([41]); // id
    expect(ids('welles')).toEqual([4]); // director
    expect(ids('cruz')).toEqual([41]); // actor
    expect(ids('iglesias')).toEqual([41]); // other roles
    expect(ids('guionista')).toEqual([41]);
  });

  it('is case-insensitive', () => {
    expect(ids('KANE')).toEqual([4]);
    expect(ids('kAnE')).toEqual([4]);
  });

  it('ignores accents in the pattern and in the films', () => {
    expect(ids('almodovar')).toEqual([41]);
    expect(ids('Almodóvar')).toEqual([41]);
    expect(ids('senor')).toEqual([27]);
    expect(ids('fantasia')).toEqual([27]);
  });

  it('takes regular expressions, anchored per field', () => {
    expect(ids('^el ')).toEqual([27]);
    expect(ids('kane$')).toEqual([4]);
    expect(ids('19[0-4]\\d')).toEqual([4]);
    expect(ids('volver|kane')).toEqual([41, 4]);
    expect(ids('^20')).toEqual([41, 27]);
  });

  it('does not let a pattern run from one field into the next', () => {
    // 'Volver' ends the title line and 2006 is the year line: '.' does not cross them.
    expect(ids('Volver.2006')).toEqual([]);
  });

  it('matches a bad regular expression as plain text instead of throwing', () => {
    const withParen = card({ id: 9, nom: 'Teléfono rojo (1964', dir: '[a' });
    const list = [...films, withParen];
    for (const bad of ['(', '[a', '*', '+', '?', 'a{2', '\\', 'rojo (1964']) {
      expect(() => filterFilms(list, bad)).not.toThrow();
    }
    // The directories 'Volver (2006)' and 'Ciudadano Kane (1941)' hold a '(' too.
    expect(filterFilms(list, '(').map((film) => film.id)).toEqual([41, 4, 9]);
    expect(filterFilms(list, '[a').map((film) => film.id)).toEqual([9]);
    expect(filterFilms(list, 'rojo (1964').map((film) => film.id)).toEqual([9]);
    expect(filterFilms(list, '*')).toEqual([]);
  });

  it('builds each film text once', () => {
    expect(haystackOf(volver)).toBe(haystackOf(volver));
    expect(haystackOf(volver)).toContain('Pedro Almodovar');
  });

  it('filters 1,000 films', () => {
    const many = Array.from({ length: 1000 }, (_, index) =>
      card({ id: index + 1, nom: `Película ${index}`, anio: 1900 + (index % 120) }),
    );
    expect(filterFilms(many, 'pelicula 99').length).toBe(11); // 99 and 990-999
    expect(filterFilms(many, '^2019$').length).toBe(8);
  });
});
