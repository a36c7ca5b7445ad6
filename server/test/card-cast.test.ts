import { describe, expect, it } from 'vitest';
import { startTestServer } from './helpers.js';
import { filmByImdb } from './import-helpers.js';

/**
 * Issue 47: a card carries one cast list, the NFO's (or TMDB's) cast joined with the credited
 * actors by person, and an NFO's characters reach the card without any photo.
 */
describe('GET /api/info/ficha: the one cast list', async () => {
  const server = await startTestServer();

  const card = async (imdb: number) => {
    const film = await filmByImdb(server.db, imdb);
    const answer = await server.app.inject({ url: `/api/info/ficha/${film.id}/true` });
    expect(answer.statusCode).toBe(200);
    return answer.json()[0];
  };

  it("gives Amélie's NFO cast with its characters, joined with IMDb's credits", async () => {
    const amelie = await card(211915);
    expect(amelie.reparto).toEqual([
      { n: 'Audrey Tautou', p: 'Amélie Poulain', f: '', i: 851582 },
      { n: 'Mathieu Kassovitz', p: 'Nino Quincampoix', f: '', i: 440913 },
      { n: 'Rufus', p: 'Raphaël Poulain', f: '', i: 900000334 },
      { n: 'Lorella Cravotta', p: 'Amandine Poulain', f: '', i: 900000335 },
    ]);
    expect(amelie.fotos).toBeUndefined();
  });

  it('lists each credited actor once, those the NFO lacks after its cast', async () => {
    const samurai = await card(47478);
    const names = samurai.reparto.map((member: { n: string }) => member.n);
    expect(names.slice(0, 2)).toEqual(['Toshirô Mifune', 'Takashi Shimura']);
    expect(samurai.reparto[0]).toMatchObject({ p: 'Kikuchiyo', i: 1536 });
    for (const actor of samurai.pers.a) {
      expect(names.filter((name: string) => name === actor.n)).toHaveLength(1);
    }
    expect(names).toHaveLength(samurai.pers.a.length);
  });

  it('gives no cast list where there is no cast and no photo: the credits say it all', async () => {
    const shawshank = await card(111161);
    expect(shawshank.reparto).toBeUndefined();
    expect(shawshank.pers.a.length).toBeGreaterThan(0);
  });
});
