import { describe, expect, it } from 'vitest';
import { fieldChange, filmChanges } from './film-changes.js';
import type { EditableFilm } from './queries.js';

const film: EditableFilm = {
  nom: 'El padrino',
  nomo: 'The Godfather',
  nomen: 'The Godfather',
  anio: 1972,
  dura: 175,
  arg: 'Una familia.',
  imdb: 68646,
  gens: ['DR', 'CR'],
  pers: [
    { role: 'd', id: 338, nom: 'Francis Ford Coppola' },
    { role: 'a', id: 8, nom: 'Marlon Brando' },
  ],
  cols: [
    { list: 'i250', pos: 2 },
    { list: '1000p', pos: 10 },
  ],
};

describe('filmChanges', () => {
  it('finds nothing when only orders that do not count differ', () => {
    expect(
      filmChanges(film, { ...film, gens: ['CR', 'DR'], cols: [...film.cols].reverse() }),
    ).toEqual([]);
  });

  it('writes one change per field, in Spanish', () => {
    const changes = filmChanges(film, {
      ...film,
      nom: 'El Padrino',
      anio: null,
      imdb: 68647,
      pers: [...film.pers, { role: 'a', id: 199, nom: 'Al Pacino' }],
      cols: [{ list: 'i250', pos: 2 }],
    });
    expect(changes).toEqual([
      { action: 'ficha.nom', detail: 'Título: «El padrino» → «El Padrino»' },
      { action: 'ficha.anio', detail: 'Año: «1972» → (vacío)' },
      { action: 'ficha.imdb', detail: 'IMDb: «tt0068646» → «tt0068647»' },
      {
        action: 'ficha.a',
        detail: 'Reparto: «Marlon Brando (8)» → «Marlon Brando (8), Al Pacino (199)»',
      },
      { action: 'ficha.cols', detail: 'Listas: «1000p 10, i250 2» → «i250 2»' },
    ]);
  });

  it('cuts long values', () => {
    const change = fieldChange('arg', '', 'x'.repeat(500));
    expect(change?.detail).toBe(`Sinopsis: (vacío) → «${'x'.repeat(200)}…»`);
    expect(fieldChange('arg', 'a', 'a')).toBeNull();
  });
});
