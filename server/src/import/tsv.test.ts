import { describe, expect, it } from 'vitest';
import { leadingImdbId } from '../library/imdb-ids.js';
import { rowsOfText } from './tsv.js';

describe('rowsOfText', () => {
  const columns = ['name', 'id'] as const;
  // Header 'id\tx\tname': id is cell 0, name cell 2.
  const indexes = [2, 0];

  it('cuts the wanted cells of each line, \\N as null, a missing cell null, empty lines skipped', () => {
    const text = 'tt1\ta\tUno\n\ntt2\tb\t\\N\ntt3\n\ntt4\tc\tCuatro\textra';
    expect(rowsOfText(text, columns, indexes)).toEqual({
      rows: [
        { id: 'tt1', name: 'Uno' },
        { id: 'tt2', name: null },
        { id: 'tt3', name: null },
        { id: 'tt4', name: 'Cuatro' },
      ],
      lines: 4,
    });
  });

  it('decodes the cells it cuts as UTF-8, the text being its bytes read as Latin-1', () => {
    const text = Buffer.from('tt1\tñ\tEl año\ntt2\t\t東京物語\n').toString('latin1');
    expect(rowsOfText(text, columns, indexes).rows).toEqual([
      { id: 'tt1', name: 'El año' },
      { id: 'tt2', name: '東京物語' },
    ]);
  });

  it('asks keep about each line where it starts, and counts the lines it drops', () => {
    const text = 'tt1\ta\tUno\ntt22\tb\tDos\nnm3\tc\tTres\n';
    const keep = (line: string, start: number) => leadingImdbId(line, 'tt', start) === 22;
    expect(rowsOfText(text, columns, indexes, keep)).toEqual({
      rows: [{ id: 'tt22', name: 'Dos' }],
      lines: 3,
    });
  });
});

describe('leadingImdbId', () => {
  it('reads the id a line starts with, ended by a tab, a line end or the text end', () => {
    expect(leadingImdbId('tt0111161\tx', 'tt')).toBe(111161);
    expect(leadingImdbId('x\nnm0000229\ny', 'nm', 2)).toBe(229);
    expect(leadingImdbId('x\ntt12', 'tt', 2)).toBe(12);
    expect(leadingImdbId('x\ntt12a\t', 'tt', 2)).toBe(0);
    expect(leadingImdbId('x\nnm12\t', 'tt', 2)).toBe(0);
  });
});
