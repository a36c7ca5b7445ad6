import fs from 'node:fs';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer } from './accounts-helpers.js';
import { IMAGE } from './admin-helpers.js';

/** A PNG (by its signature) whose bytes say which upload it is. */
const pngNumber = (n: number) => Buffer.concat([IMAGE.png, Buffer.from(`poster-${n}`)]);

describe('poster uploads at the same time', async () => {
  const server = await startAccountsServer();
  const admin = await demoSession(server.app, 'admin@demo.local');
  const films = (
    await server.db.selectFrom('film').select('id').orderBy('id').limit(9).execute()
  ).map((film) => film.id);
  const folder = path.join(server.dataDir, 'posters');

  const upload = (filmId: number, body: Buffer) =>
    server.app.inject({
      method: 'PUT',
      url: pathOf(routes.adminPoster, { id: filmId }),
      headers: { cookie: admin, 'content-type': 'image/png' },
      payload: body,
    });
  const served = async (filmId: number) =>
    (await server.app.inject({ url: pathOf(routes.poster, { id: filmId }) })).rawPayload;

  it('give each film its own image, to different films and to the same one', async () => {
    const different = films.slice(0, 8);
    const same = films[8] as number;
    const answers = await Promise.all([
      ...different.map((filmId, index) => upload(filmId, pngNumber(index))),
      ...Array.from({ length: 8 }, (_, index) => upload(same, pngNumber(100 + index))),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = answers.map((answer) => answer.json().poster as number);
    expect(new Set(numbers).size).toBe(16);

    for (const [index, filmId] of different.entries()) {
      expect((await served(filmId)).equals(pngNumber(index)), `film ${filmId}`).toBe(true);
    }
    // The last upload to commit wins, and is the one under the film's number.
    const { poster } = await server.db
      .selectFrom('film')
      .select('poster')
      .where('id', '=', same)
      .executeTakeFirstOrThrow();
    const winner = numbers.indexOf(poster) - 8;
    expect(winner).toBeGreaterThanOrEqual(0);
    expect((await served(same)).equals(pngNumber(100 + winner))).toBe(true);
    // Replaced posters are gone and no upload left a temp file behind.
    // (The demo's Kodi folders gave three films a WebP poster, with its widths and backdrops.)
    const uploads = fs.readdirSync(folder).filter((name) => !/\.webp$|^art$/.test(name));
    expect(uploads.sort()).toEqual([...numbers.slice(0, 8), poster].map((n) => `${n}.png`).sort());
  });
});
