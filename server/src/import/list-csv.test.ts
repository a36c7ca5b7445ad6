import { isListCode } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { listRows } from './list-csv.js';

describe('listRows', () => {
  it('reads position and id, with or without a header, ids with or without tt', () => {
    const plain = listRows(
      [
        ['1', 'tt0111161'],
        ['2', '68646'],
      ],
      'i250',
    );
    expect(plain.entries).toEqual([
      { pos: 1, imdb: 111161, line: 1 },
      { pos: 2, imdb: 68646, line: 2 },
    ]);
    const headed = listRows(
      [
        ['position', 'imdb'],
        ['1', 'tt0111161'],
      ],
      'i250',
    );
    expect(headed.entries).toEqual([{ pos: 1, imdb: 111161, line: 2 }]);
    expect(headed.bad).toEqual([]);
  });

  it('finds the columns of an IMDb list export by their names', () => {
    const rows = listRows(
      [
        ['Position', 'Const', 'Created', 'Title'],
        ['1', 'tt0111161', '2024-01-01', 'The Shawshank Redemption'],
        ['2', 'tt0068646', '2024-01-01', 'The Godfather'],
      ],
      'crit',
    );
    expect(rows.entries.map((entry) => [entry.pos, entry.imdb])).toEqual([
      [1, 111161],
      [2, 68646],
    ]);
  });

  it('keeps only the rows of the list in a file of several lists', () => {
    const rows = listRows(
      [
        ['i250', '1', 'tt0111161'],
        ['1000p', '435', 'tt0111161'],
        ['i250', '2', 'tt0068646'],
      ],
      'i250',
    );
    expect(rows.entries.map((entry) => entry.imdb)).toEqual([111161, 68646]);
    expect(rows.otherLists).toBe(1);
    const headed = listRows(
      [
        ['lista', 'posicion', 'imdb'],
        ['oscars', '45', 'tt0068646'],
        ['crit', '1', 'tt0111161'],
      ],
      'oscars',
    );
    expect(headed.entries).toEqual([{ pos: 45, imdb: 68646, line: 2 }]);
  });

  it('reports bad lines and repeated ids, keeping the first position', () => {
    const rows = listRows(
      [['1', 'tt0111161'], ['x', 'tt0068646'], ['3', 'nope'], [''], ['4', 'tt0111161']],
      'i250',
    );
    expect(rows.entries).toEqual([{ pos: 1, imdb: 111161, line: 1 }]);
    expect(rows.bad.map((bad) => bad.line)).toEqual([2, 3]);
    expect(rows.repeated).toEqual([{ pos: 4, imdb: 111161, line: 5 }]);
  });

  it('knows the list codes', () => {
    expect(['1000p', 'i250', 'crit', 'oscars'].every(isListCode)).toBe(true);
    expect(isListCode('popu')).toBe(false);
  });
});
