import { describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer, testClock } from './accounts-helpers.js';
import { tempDir } from './helpers.js';
import { asMember, noticesOf, someFilms, userId } from './sessions-helpers.js';

const DAY = 86_400;

describe('film nights with two app servers on one database', async () => {
  const clock = testClock();
  const dataDir = tempDir();
  const env = { FILM_NIGHT_CHECK_S: '0.05', FILM_NIGHTS_OPEN: '50', FILM_NIGHT_RATE_LIMIT: '500' };
  const a = await startAccountsServer(env, { clock, dataDir });
  const b = await startAccountsServer(env, { clock, dataDir });
  const urlA = await a.app.listen({ host: '127.0.0.1', port: 0 });
  const urlB = await b.app.listen({ host: '127.0.0.1', port: 0 });

  it('closes each night once, whichever server gets there, and tells each member once', async () => {
    const socio = asMember(urlA, await demoSession(a.app, 'socio@demo.local'));
    const marta = asMember(urlB, await demoSession(b.app, 'marta@demo.local'));
    const films = await someFilms(a.db, 3);
    const ids: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const { id } = await socio('proposeFilmNight', {
        body: {
          titulo: `Noche ${n}`,
          cuando: clock() + 3 * DAY,
          lugar: 'Casa de Ana',
          cierre: clock() + 10,
          candidatas: films,
        },
      });
      await marta('voteFilmNight', {
        params: { id: String(id) },
        body: { pelis: [films[n % 3] ?? 0] },
      });
      ids.push(id);
    }
    clock.advance(11);
    await expect
      .poll(
        async () =>
          (
            await a.db
              .selectFrom('film_night')
              .select('id')
              .where('estado', '=', 'cerrada')
              .where('id', 'in', ids)
              .execute()
          ).length,
        { timeout: 10_000 },
      )
      .toBe(ids.length);
    const martaId = await userId(a.db, 'marta@demo.local');
    const told = (await noticesOf(a.db, martaId)).filter((text) => text.includes('para la sesión'));
    expect(told).toHaveLength(ids.length);
    for (const [n, id] of ids.entries()) {
      const night = await socio('filmNight', { params: { id: String(id) } });
      expect(night.ganadora).toBe(films[n % 3]);
    }
  });
});
