import { describe, expect, it } from 'vitest';
import { clubScores, nightFilms, type ScoreRow } from './club-year.js';
import { monthStarts } from './year.js';

const starts = monthStarts(2024);
const jan = (starts[0] ?? 0) + 3_600;
const may = (starts[4] ?? 0) + 3_600;
let nextId = 1;
const score = (user_id: number, film_id: number, voto: number, fecha = jan): ScoreRow => ({
  id: nextId++,
  user_id,
  film_id,
  voto,
  fecha,
});

describe("the club's scores of a year", () => {
  it("counts each member's newest score of a film once, and ranks films with enough scores", () => {
    const rows = [
      score(1, 10, 4),
      score(1, 10, 8, may), // the newest of member 1 on film 10
      score(2, 10, 9),
      score(3, 10, 10),
      score(1, 20, 9),
      score(2, 20, 9),
      score(3, 20, 8),
      score(4, 20, 9),
      score(1, 30, 10), // one score: not enough
    ];
    const club = clubScores(rows, starts, 3);
    expect(club.notas).toBe(8);
    expect(club.socios).toBe(4);
    expect(club.meses[0]).toBe(7);
    expect(club.meses[4]).toBe(1);
    expect(club.best).toEqual([
      { film_id: 10, media: 9, notas: 3 },
      { film_id: 20, media: 8.8, notas: 4 },
    ]);
  });

  it('is empty without scores', () => {
    expect(clubScores([], starts, 3)).toEqual({
      notas: 0,
      socios: 0,
      meses: Array(12).fill(0),
      best: [],
    });
  });
});

describe("the films of the year's film nights", () => {
  it('lists each film once, at its newest night, and counts the distinct films', () => {
    const nights = [
      { film_id: 7, cuando: may },
      { film_id: 3, cuando: may - 100 },
      { film_id: 7, cuando: jan },
    ];
    expect(nightFilms(nights)).toEqual({
      pelis: 2,
      lista: [
        { film_id: 7, fecha: may },
        { film_id: 3, fecha: may - 100 },
      ],
    });
    expect(nightFilms([])).toEqual({ pelis: 0, lista: [] });
  });
});
