import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportZip, imdbId, isoDay, letterboxdFiles, letterboxdRating } from './export-files.js';
import type { ExportData } from './export-queries.js';

const film = {
  film_id: 7,
  imdb: 111161,
  nom: 'Cadena perpetua',
  nomo: 'The Shawshank Redemption',
  nomen: '',
  anio: 1994,
};

const data: ExportData = {
  user: { email: 'a@b.c', name: 'Ana', picture: '', created_at: 0, club_marks: 1, club_feed: 0 },
  perms: [],
  identities: [],
  comments: [
    { ...film, id: 1, fecha: 86_400, vista: 1, voto: 4, comen: '' },
    { ...film, id: 2, fecha: 2 * 86_400, vista: 0, voto: 9, comen: 'Línea 1, "dos"\nlínea 2' },
  ],
  wants: [{ ...film, film_id: 8, imdb: null, nomen: 'English', created_at: 5 }],
  requests: [],
  directors: [
    { film_id: 7, person_nom: 'Frank Darabont' },
    { film_id: 7, person_nom: 'Otro' },
  ],
  notices: [],
  messages: [],
  downloads: [],
};

describe('the export files', () => {
  it('write ids, scores and days as Letterboxd reads them', () => {
    expect(imdbId(111161)).toBe('tt0111161');
    expect(imdbId(12345678)).toBe('tt12345678');
    expect(imdbId(null)).toBe('');
    expect(letterboxdRating(0)).toEqual({ Rating: '0.5', Rating10: '1' });
    expect(letterboxdRating(7)).toEqual({ Rating: '3.5', Rating10: '7' });
    expect(letterboxdRating(10)).toEqual({ Rating: '5', Rating10: '10' });
    expect(isoDay(86_400)).toBe('1970-01-02');
  });

  it('escape cells a spreadsheet would run as formulas, in reviews and titles', () => {
    const starts = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)'];
    const files = letterboxdFiles({
      ...data,
      comments: starts.map((start, index) => ({
        ...film,
        film_id: 20 + index,
        nomen: start,
        id: 20 + index,
        fecha: 86_400,
        vista: 1,
        voto: 5,
        comen: start,
      })),
    });
    for (const name of ['reviews.csv', 'ratings.csv', 'watched.csv']) {
      const rows: Record<string, string>[] = parse(files[name] ?? '', { columns: true });
      expect(rows.map((row) => row.Title)).toEqual(starts.map((start) => `'${start}`));
      if (name === 'reviews.csv') {
        expect(rows.map((row) => row.Review)).toEqual(starts.map((start) => `'${start}`));
      }
    }
  });

  it("keep each film's newest score, quote texts, and name films by their English title", () => {
    const files = letterboxdFiles(data);
    const rows = (name: string) => parse(files[name] ?? '', { columns: true });
    expect(rows('ratings.csv')).toEqual([
      {
        imdbID: 'tt0111161',
        Title: 'The Shawshank Redemption',
        Year: '1994',
        Directors: 'Frank Darabont, Otro',
        WatchedDate: '1970-01-03',
        Rating: '4.5',
        Rating10: '9',
      },
    ]);
    // Issue 47: the seen films carry the day of their first seen mark.
    expect(rows('watched.csv')).toEqual([expect.objectContaining({ WatchedDate: '1970-01-02' })]);
    expect(rows('watchlist.csv')).toEqual([
      { imdbID: '', Title: 'English', Year: '1994', Directors: '' },
    ]);
    expect(rows('reviews.csv')).toEqual([
      expect.objectContaining({ WatchedDate: '1970-01-03', Review: 'Línea 1, "dos"\nlínea 2' }),
    ]);
  });

  it('zip the CSVs and the JSON of everything', () => {
    const files = unzipSync(exportZip(data, 1_780_000_000));
    const json = JSON.parse(strFromU8(files['cineclub.json'] ?? new Uint8Array()));
    expect(json.usuario.privacidad).toEqual({ marcas: true, actividad: false });
    expect(json.comentarios[1]).toMatchObject({
      voto: 9,
      vista: false,
      peli: { imdb: 'tt0111161' },
    });
  });
});
