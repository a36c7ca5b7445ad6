import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { starsToScore } from './csv-formats.js';
import { entryKey, mergeRows } from './entries.js';
import { TitleCandidates } from './match.js';
import { parseHistory } from './parse.js';
import { emptyRow } from './rows.js';
import { decodeText, HistoryFileError } from './unpack.js';

const LIMITS = { maxBytes: 1024 ** 2, maxRows: 100 };
const RATINGS =
  'Date,Name,Year,Letterboxd URI,Rating\n2023-01-10,Amélie,2001,https://boxd.it/1,4.5\n';

describe('decodeText', () => {
  it('reads UTF-8 with or without BOM, UTF-16 and Windows-1252', () => {
    expect(decodeText(strToU8('\uFEFFAmélie'))).toBe('Amélie');
    expect(decodeText(strToU8('Amélie'))).toBe('Amélie');
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...'Amélie'].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(decodeText(utf16)).toBe('Amélie');
    expect(decodeText(new Uint8Array([0x41, 0x6d, 0xe9, 0x6c, 0x69, 0x65]))).toBe('Amélie');
  });
});

describe('parseHistory', () => {
  it('takes commas, semicolons or tabs, and CRLF', () => {
    for (const separator of [',', ';', '\t']) {
      const text = RATINGS.replaceAll(',', separator).replaceAll('\n', '\r\n');
      const parsed = parseHistory(strToU8(text), 'ratings.csv', LIMITS);
      expect(parsed.rows).toEqual([
        {
          ...emptyRow('letterboxd'),
          titulo: 'Amélie',
          anio: 2001,
          voto: 9,
          vista: true,
          fecha: 1673308800,
        },
      ]);
    }
  });

  it('lists the rows it cannot read and reads the rest', () => {
    const text = `${RATINGS}2023-01-11,,2001,x,4\n2023-01-12,Otra,2002,x,7\n2023-01-13,"Rota,2003,x,3\n`;
    const parsed = parseHistory(strToU8(text), 'ratings.csv', LIMITS);
    expect(parsed.rows.map((row) => row.titulo)).toEqual(['Amélie']);
    expect(parsed.erroneas.length).toBeGreaterThanOrEqual(2);
  });

  it('numbers a broken row by its line, past reviews of several lines', () => {
    const text = [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date',
      '2023-01-10,Amélie,2001,x,4.5,,"Primera línea',
      'segunda línea",,2023-01-09',
      '2023-01-11,Otra,2002,x,9,,Mala nota,,2023-01-10',
    ].join('\n');
    const parsed = parseHistory(strToU8(text), 'reviews.csv', LIMITS);
    expect(parsed.rows[0]?.comen).toBe('Primera línea\nsegunda línea');
    expect(parsed.erroneas).toEqual([{ fichero: 'reviews.csv', linea: 4 }]);
  });

  it('refuses more rows than the limit, with a 413', () => {
    const rows = Array.from({ length: 101 }, (_, n) => `2023-01-10,Peli ${n},2001,x,3`);
    const text = `Date,Name,Year,Letterboxd URI,Rating\n${rows.join('\n')}`;
    const error = (() => {
      try {
        parseHistory(strToU8(text), 'ratings.csv', LIMITS);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(HistoryFileError);
    expect((error as HistoryFileError).status).toBe(413);
  });

  it('counts series and episodes apart', () => {
    const trakt = JSON.stringify([
      { watched_at: '2020-01-01T00:00:00Z', episode: { title: 'Piloto' } },
      {
        listed_at: '2020-01-01T00:00:00Z',
        movie: { title: 'Amélie', year: 2001, ids: { imdb: 'tt0211915' } },
      },
    ]);
    const parsed = parseHistory(strToU8(trakt), 'history.json', LIMITS);
    expect(parsed.otras).toBe(1);
    expect(parsed.rows).toEqual([
      {
        ...emptyRow('trakt'),
        titulo: 'Amélie',
        anio: 2001,
        imdb: 211915,
        quiero: true,
        fecha: 1577836800,
      },
    ]);
  });
});

describe('starsToScore', () => {
  it('turns 0.5-5 stars into 1-10, and nothing else', () => {
    expect([0.5, 1, 2.5, 5].map((stars) => starsToScore(String(stars)))).toEqual([1, 2, 5, 10]);
    expect(starsToScore('')).toBe(-1);
    expect(starsToScore('0')).toBeNull();
    expect(starsToScore('6')).toBeNull();
    expect(starsToScore('cuatro')).toBeNull();
  });
});

describe('mergeRows', () => {
  it('makes one entry per film: newest score, any seen or wanted mark, reviews oldest first', () => {
    const base = { ...emptyRow('letterboxd'), titulo: 'Amélie', anio: 2001 };
    const merged = mergeRows([
      { ...base, voto: 6, vista: true, fecha: 100 },
      { ...base, titulo: 'AMELIE', voto: 9, vista: true, fecha: 300, comen: 'Segunda' },
      { ...base, voto: -1, vista: true, fecha: 400 },
      { ...base, comen: 'Primera', vista: true, fecha: 200 },
      { ...base, quiero: true, fecha: 50 },
    ]);
    expect(merged).toEqual([
      { ...base, voto: 9, vista: true, quiero: true, fecha: 400, comen: 'Primera\n\nSegunda' },
    ]);
    expect(entryKey({ imdb: 5, titulo: 'x', anio: 1 })).toBe('tt5');
  });
});

describe('TitleCandidates', () => {
  const film = (id: number, anio: number, ...titles: string[]) => ({
    id,
    anio,
    nom: titles[0] ?? '',
    nomo: titles[1] ?? '',
    titles,
  });
  it('matches any folded title, a year off by one, and asks among equals', () => {
    const candidates = new TitleCandidates([
      { titulo: 'Amelie', anio: 2001 },
      { titulo: 'el padrino', anio: 1973 },
      { titulo: 'Hamlet', anio: 1990 },
      { titulo: 'Nada', anio: 2000 },
    ]);
    expect(candidates.offeredYears()).toContain(1972);
    candidates.offer(film(1, 2001, 'Amélie', "Le Fabuleux Destin d'Amélie Poulain", 'Amélie'));
    candidates.offer(film(2, 1972, 'El padrino', 'The Godfather'));
    candidates.offer(film(3, 1990, 'Hamlet'));
    candidates.offer(film(4, 1990, 'Hamlet'));
    candidates.offer(film(5, 1991, 'Hamlet'));
    expect(candidates.match('AMÉLIE!', 2001)).toEqual({ kind: 'film', filmId: 1 });
    expect(candidates.match('El Padrino', 1973)).toEqual({ kind: 'film', filmId: 2 });
    const hamlet = candidates.match('Hamlet', 1990);
    expect(hamlet.kind === 'choose' && hamlet.candidates.map((c) => c.id)).toEqual([3, 4]);
    expect(candidates.match('Nada', 2000)).toEqual({ kind: 'none' });
    expect(candidates.match('Amelie', null)).toEqual({ kind: 'none' });
  });
});
