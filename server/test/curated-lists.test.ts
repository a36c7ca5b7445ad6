import fs from 'node:fs';
import path from 'node:path';
import type { FilmPage, FullCard } from '@cineclub/contract';
import { describe, expect, it, vi } from 'vitest';
import { importList } from '../src/import/list.js';
import { startTestServer, tempDir } from './helpers.js';

// Two lists added as the registry says a list is added (contract/test/added-lists.ts): one
// entry each in contract/src/curated-lists.ts, nothing else on the server.
vi.mock('../../contract/src/curated-lists', async (importOriginal) => {
  const { withAddedLists } = await import('../../contract/test/added-lists.js');
  return withAddedLists(
    await importOriginal<typeof import('../../contract/src/curated-lists.js')>(),
  );
});

describe('a curated list added to the registry', async () => {
  const { app, db } = await startTestServer();
  const dir = tempDir();
  const load = async (code: string, csv: string) => {
    const file = path.join(dir, `${code}.csv`);
    fs.writeFileSync(file, csv);
    return importList(db, { code, file });
  };
  const get = async <T>(url: string, status = 200) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  const filmId = async (imdb: number) =>
    (await db.selectFrom('film').select('id').where('imdb', '=', imdb).executeTakeFirstOrThrow())
      .id;
  const godfather = await filmId(68646);
  const shawshank = await filmId(111161);

  it('is loaded by the list import and listed by its positions, on its card too', async () => {
    expect((await load('bfi', '1,tt0068646\n2,tt0111161\n')).entries).toBe(2);
    const page = await get<FilmPage>('/api/lista/busq/false/false/0/1111111/bfi');
    expect(page.pelis.map((film) => [film.id, film.idx])).toEqual([
      [godfather, 1],
      [shawshank, 2],
    ]);
    const [card] = await get<FullCard[]>(`/api/info/ficha/${godfather}/true`);
    expect(card?.cols).toContainEqual(['bfi', 1]);
  });

  it('of the yearly kind needs both years and is ordered by year', async () => {
    await load('palma', '1,tt0111161\n2,tt0068646\n');
    await get('/api/lista/busq/false/false/0/1111111/palma', 400);
    const page = await get<FilmPage>('/api/lista/busq/false/false/1900-2100/1111111/palma');
    expect(page.pelis.map((film) => film.id)).toEqual([godfather, shawshank]);
  });

  it('is still refused when it is not in the registry', async () => {
    await get('/api/lista/busq/false/false/0/1111111/cahiers', 400);
    await expect(load('cahiers', '1,tt0068646\n')).rejects.toThrow(/Lista desconocida/);
  });
});
