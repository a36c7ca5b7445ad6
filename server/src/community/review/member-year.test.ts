import { describe, expect, it } from 'vitest';
import { type FilmFacts, type MarkRow, memberYear, type YearInput } from './member-year.js';
import { monthStarts } from './year.js';

const starts = monthStarts(2024);
const jan = (starts[0] ?? 0) + 86_400;
const mar = (starts[2] ?? 0) + 86_400;

const films = new Map<number, FilmFacts>([
  [1, { id: 1, nom: 'Uno', anio: 1990, poster: 0, dura: 90 }],
  [2, { id: 2, nom: 'Dos', anio: 2000, poster: 0, dura: 120 }],
  [3, { id: 3, nom: 'Tres', anio: null, poster: 0, dura: null }],
  [4, { id: 4, nom: 'Cuatro', anio: 2010, poster: 0, dura: 60 }],
]);

const mark = (id: number, film_id: number, vista: number, voto: number, fecha = jan): MarkRow => ({
  id,
  film_id,
  fecha,
  vista,
  voto,
});

const input = (marks: MarkRow[], marksVisible = true): YearInput => ({
  marks,
  films,
  starts,
  marksVisible,
  directors: [
    { film_id: 1, id: 10, nom: 'Berlanga' },
    { film_id: 2, id: 10, nom: 'Berlanga' },
    { film_id: 2, id: 11, nom: 'Almodóvar' },
    { film_id: 3, id: 12, nom: 'Erice' },
  ],
  genres: [
    { film_id: 1, code: 'C', nom: 'Comedia' },
    { film_id: 3, code: 'D', nom: 'Drama' },
    { film_id: 4, code: 'D', nom: 'Drama' },
  ],
});

describe('a member year', () => {
  it('counts each film once, with its newest score, hours, months and favourites', () => {
    const year = memberYear(
      input([
        mark(1, 1, 1, 6),
        mark(2, 1, 0, 8, mar),
        mark(3, 2, 1, -1, mar),
        mark(4, 3, 0, 10),
        mark(5, 4, 0, -1), // a comment without a seen mark or a score
      ]),
    );
    expect(year).toMatchObject({
      vistas: 2,
      notas: 2,
      pelis: 3,
      media: 9,
      horas: 3.5,
      sinDuracion: 1,
    });
    expect(year.meses.slice(0, 3)).toEqual([2, 0, 1]);
    expect(year.puntuaciones[8]).toBe(1);
    expect(year.puntuaciones[10]).toBe(1);
    expect(year.puntuaciones[6]).toBe(0);
    expect(year.directores.map((d) => [d.nom, d.pelis])).toEqual([
      ['Berlanga', 2],
      ['Erice', 1],
      ['Almodóvar', 1],
    ]);
    expect(year.generos.map((g) => [g.nom, g.pelis])).toEqual([
      ['Drama', 1],
      ['Comedia', 1],
    ]);
    expect(year.mejores).toEqual([
      { peli: { id: 3, nom: 'Tres', anio: null, poster: 0 }, voto: 10 },
      { peli: { id: 1, nom: 'Uno', anio: 1990, poster: 0 }, voto: 8 },
    ]);
  });

  it('counts only the scores when the seen marks are hidden', () => {
    const year = memberYear(input([mark(1, 1, 1, 7), mark(2, 2, 1, -1)], false));
    expect(year).toMatchObject({ vistas: null, notas: 1, pelis: 1, horas: 1.5 });
  });

  it('is empty for a year without activity', () => {
    const year = memberYear(input([]));
    expect(year).toMatchObject({ vistas: 0, notas: 0, pelis: 0, media: null, horas: 0 });
    expect(year.meses).toEqual(Array(12).fill(0));
    expect(year.directores).toEqual([]);
  });
});
