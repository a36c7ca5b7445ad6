import { describe, expect, it } from 'vitest';
import { pickWinner, type Tally } from './winner.js';

const film = (filmId: number, position: number, over: Partial<Tally> = {}): Tally => ({
  filmId,
  position,
  votes: 0,
  wanted: 0,
  clubScore: null,
  ...over,
});

describe('pickWinner (the tie rules)', () => {
  it('gives the night to the film with the most votes', () => {
    expect(pickWinner([film(1, 0, { votes: 2, wanted: 9 }), film(2, 1, { votes: 3 })])).toBe(2);
  });
  it('breaks a tie of votes by how many members want it', () => {
    const tied = [
      film(1, 0, { votes: 2, wanted: 1, clubScore: 9 }),
      film(2, 1, { votes: 2, wanted: 3 }),
    ];
    expect(pickWinner(tied)).toBe(2);
  });
  it('then by the club score, a film nobody rated last', () => {
    expect(
      pickWinner([
        film(1, 0, { votes: 1, wanted: 2 }),
        film(2, 1, { votes: 1, wanted: 2, clubScore: 6.5 }),
        film(3, 2, { votes: 1, wanted: 2, clubScore: 7.25 }),
      ]),
    ).toBe(3);
    expect(pickWinner([film(1, 0), film(2, 1, { clubScore: 0 })])).toBe(2);
  });
  it('then by the earlier candidate, whatever order the rows come in', () => {
    expect(pickWinner([film(7, 2, { votes: 1 }), film(5, 1, { votes: 1 }), film(9, 3)])).toBe(5);
  });
  it('picks a film with no votes at all by the same rules, and none without candidates', () => {
    expect(pickWinner([film(1, 0), film(2, 1, { wanted: 1 })])).toBe(2);
    expect(pickWinner([])).toBeNull();
  });
});
