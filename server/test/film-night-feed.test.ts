import type { FeedEntry } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer, testClock } from './accounts-helpers.js';
import { asMember, someFilms, userId } from './sessions-helpers.js';

const DAY = 86_400;

/**
 * Film nights in the club feed (/api/club/actividad, issue 48): a night when proposed and its
 * film when the deadline chose it, newest first; the proposer named only if they show in the
 * feed, a cancelled night gone.
 */
describe('film nights in the club feed', async () => {
  const clock = testClock();
  const server = await startAccountsServer({ FILM_NIGHT_CHECK_S: '0.05' }, { clock });
  const { app, db } = server;
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const marta = asMember(baseUrl, await demoSession(app, 'marta@demo.local'));
  const lucia = asMember(baseUrl, await demoSession(app, 'lucia@demo.local'));
  const socio = asMember(baseUrl, await demoSession(app, 'socio@demo.local'));
  const hidden = await userId(db, 'lucia@demo.local');
  await db.updateTable('user').set({ club_feed: 0 }).where('id', '=', hidden).execute();
  const [f1, f2] = (await someFilms(db, 2)) as [number, number];
  const propose = (as: typeof marta, titulo: string) =>
    as('proposeFilmNight', {
      body: {
        titulo,
        cuando: clock() + 2 * DAY,
        lugar: 'Casa de Ana',
        cierre: clock() + 30,
        candidatas: [f1, f2],
      },
    });
  // The demo's own nights are older than these tests' and left out.
  const demoNights = new Set(
    (await db.selectFrom('film_night').select('id').execute()).map((row) => row.id),
  );
  const nightsIn = async () =>
    (await socio('clubFeed', { query: { n: 50 } })).entradas.filter(
      (entry): entry is Extract<FeedEntry, { tipo: 'sesion' | 'ganadora' }> =>
        (entry.tipo === 'sesion' || entry.tipo === 'ganadora') && !demoNights.has(entry.sesion.id),
    );

  it('shows a new night, naming its proposer only if they show in the feed', async () => {
    const shown = await propose(marta, 'A la vista');
    clock.advance(1);
    const quiet = await propose(lucia, 'De incógnito');
    clock.advance(1);
    const dropped = await propose(marta, 'Se cae');
    await marta('cancelFilmNight', { params: { id: String(dropped.id) } });
    const entries = await nightsIn();
    expect(entries.map((entry) => [entry.tipo, entry.sesion.titulo])).toEqual([
      ['sesion', 'De incógnito'],
      ['sesion', 'A la vista'],
    ]);
    const [first, second] = entries;
    expect(first?.tipo === 'sesion' && first.propone).toBe(null);
    expect(second?.tipo === 'sesion' && second.propone?.nombre).toBe('Marta (demo)');
    expect(entries.map((entry) => entry.sesion.id)).toEqual([quiet.id, shown.id]);
    expect(JSON.stringify(entries)).not.toContain('Lucía');
  });

  it('shows the winner once the deadline chose it', async () => {
    const [, shown] = (await nightsIn()).map((entry) => entry.sesion.id);
    await marta('voteFilmNight', { params: { id: String(shown) }, body: { pelis: [f2] } });
    clock.advance(31);
    await expect
      .poll(async () => (await nightsIn()).filter((entry) => entry.tipo === 'ganadora').length, {
        timeout: 5_000,
      })
      .toBe(2);
    const winners = (await nightsIn()).filter((entry) => entry.tipo === 'ganadora');
    expect(winners[0]?.fecha).toBeGreaterThanOrEqual(clock() - 1);
    const martas = winners.find((entry) => entry.sesion.titulo === 'A la vista');
    expect(martas?.tipo === 'ganadora' && martas.peli.id).toBe(f2);
    // The feed's filters for one kind leave nights out.
    const ratings = await socio('clubFeed', { query: { tipo: 'notas', n: 50 } });
    expect(ratings.entradas.some((entry) => entry.tipo === 'ganadora')).toBe(false);
  });
});
