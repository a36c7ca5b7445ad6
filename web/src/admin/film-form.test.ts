import type { FullCard } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { type FilmForm, filmFormOf, filmUpdateOf, parseImdb, parsePeople } from './film-form';

const card: FullCard = {
  id: 7,
  nom: 'Cadena perpetua',
  nomo: 'The Shawshank Redemption',
  nomen: 'The Shawshank Redemption',
  anio: 1994,
  dir: '',
  gens: { DR: 1 },
  pers: {
    d: [{ i: 1104, n: 'Frank Darabont' }],
    a: [
      { i: 209, n: 'Tim Robbins' },
      { i: 151, n: 'Morgan Freeman' },
    ],
    c: [],
    w: [{ i: 1104, n: 'Frank Darabont' }],
  },
  rate: 9.3,
  votos: 3000000,
  dura: 142,
  poster: 0,
  numed2: 0,
  numdnt: 0,
  imdb: 111161,
  arg: 'Un banquero en la cárcel.',
  cols: [['i250', 1]],
  arcs: [],
  donto: [],
  quiero: false,
  pedida: false,
  vista: false,
  mcoms: [],
  ocoms: [],
  media: null,
};

function edited(change: Partial<FilmForm>): FilmForm {
  return { ...filmFormOf(card), ...change };
}

describe('admin film form', () => {
  it('writes a card as fields and reads it back unchanged', () => {
    const form = filmFormOf(card);
    expect(form.imdb).toBe('tt0111161');
    expect(form.pers.a).toBe('nm0000209 Tim Robbins\nnm0000151 Morgan Freeman');
    expect(form.cols).toEqual({ '1000p': '', i250: '1', crit: '', oscars: '' });
    expect(filmUpdateOf(form)).toEqual({
      body: {
        nom: card.nom,
        nomo: card.nomo,
        nomen: card.nomen,
        anio: 1994,
        dura: 142,
        imdb: 111161,
        arg: card.arg,
        gens: ['DR'],
        pers: card.pers,
        cols: [['i250', 1]],
      },
    });
  });

  it('takes blanks as no value and trims text', () => {
    const result = filmUpdateOf(edited({ anio: ' ', dura: '', imdb: '', nom: '  Otra  ' }));
    expect(result).toMatchObject({ body: { nom: 'Otra', anio: null, dura: null, imdb: null } });
  });

  it('names every wrong field', () => {
    const result = filmUpdateOf(
      edited({
        nom: ' ',
        anio: '94',
        dura: '0',
        imdb: 'nm123',
        pers: { d: 'Frank Darabont', a: '', w: '', c: '' },
        cols: { '1000p': 'x', i250: '', crit: '', oscars: '' },
      }),
    );
    expect(result).toEqual({
      errors: [
        'Falta el título',
        'El año va de 1870 a 2100, o vacío',
        'La duración va en minutos, de 1 a 2.000, o vacía',
        'El id IMDb se escribe tt0000000 (o sólo el número), o vacío',
        'Dirección, línea 1: escribe el id IMDb (nm0000000) y luego el nombre',
        '1000 pelis: la posición es un número de 1 en adelante',
      ],
    });
  });

  it('reads IMDb title ids in their usual spellings', () => {
    expect(parseImdb('tt0111161')).toBe(111161);
    expect(parseImdb('111161')).toBe(111161);
    expect(parseImdb('https://www.imdb.com/title/tt0111161/')).toBe(111161);
    expect(parseImdb('')).toBeNull();
    expect(parseImdb('tt0')).toBeUndefined();
    expect(parseImdb('Cadena perpetua')).toBeUndefined();
  });

  it('reads people lines with or without nm, skipping blank lines', () => {
    expect(parsePeople('nm0000209 Tim Robbins\n\n151   Morgan Freeman  \nSin id')).toEqual({
      people: [
        { i: 209, n: 'Tim Robbins' },
        { i: 151, n: 'Morgan Freeman' },
      ],
      badLines: [4],
    });
  });
});
