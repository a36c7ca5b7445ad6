import { describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer } from './accounts-helpers.js';

/** Issue 47: one mark per film, as Letterboxd keeps one entry per viewing. */
describe('one mark per film', async () => {
  const { app, db } = await startAccountsServer();
  const socio = await demoSession(app, 'socio@demo.local');
  const comment = (filmId: number, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/peli/comenta/${filmId}`,
      headers: { cookie: socio },
      payload,
    });
  const { id: userId } = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'socio@demo.local')
    .executeTakeFirstOrThrow();
  // Films the demo member has not marked in any way yet.
  const films = await db
    .selectFrom('film')
    .select('id')
    .where('id', 'not in', db.selectFrom('comment').select('film_id').where('user_id', '=', userId))
    .where('id', 'not in', db.selectFrom('want').select('film_id').where('user_id', '=', userId))
    .orderBy('id')
    .limit(3)
    .execute();
  const [first, second, third] = films.map((film) => film.id) as [number, number, number];
  const ownRows = (filmId: number) =>
    db
      .selectFrom('comment')
      .select(['id', 'vista', 'voto', 'comen'])
      .where('film_id', '=', filmId)
      .where('user_id', '=', userId)
      .execute();
  const want = (filmId: number) =>
    app.inject({ method: 'POST', url: `/api/peli/verla/${filmId}/si`, headers: { cookie: socio } });
  const wanted = async (filmId: number) =>
    (
      await db
        .selectFrom('want')
        .select('film_id')
        .where('film_id', '=', filmId)
        .where('user_id', '=', userId)
        .execute()
    ).length > 0;

  it('a review written after a score-only entry completes that entry', async () => {
    const bare = (await comment(first, { vista: true, voto: 8, comen: '' })).json();
    const review = await comment(first, { vista: false, voto: -1, comen: 'Me encantó' });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({ id: bare.id, vista: true, voto: 8, comen: 'Me encantó' });
    expect(await ownRows(first)).toEqual([{ id: bare.id, vista: 1, voto: 8, comen: 'Me encantó' }]);
  });

  it('a review that sets its own score keeps it; a second review is a second comment', async () => {
    await comment(second, { vista: false, voto: 6, comen: '' });
    await comment(second, { vista: false, voto: 9, comen: 'Mejor de lo que recordaba' });
    expect(await ownRows(second)).toEqual([
      expect.objectContaining({ voto: 9, vista: 0, comen: 'Mejor de lo que recordaba' }),
    ]);
    await comment(second, { vista: false, voto: -1, comen: 'Otra vez' });
    expect(await ownRows(second)).toHaveLength(2);
  });

  it('marking a film seen takes it off the watchlist; a later want puts it back', async () => {
    expect((await want(third)).statusCode).toBe(204);
    expect(await wanted(third)).toBe(true);
    await comment(third, { vista: true, voto: -1, comen: '' });
    expect(await wanted(third)).toBe(false);
    // 'Deshacer': wanting it again while seen keeps it wanted, and a score does not clear it.
    await want(third);
    await comment(third, { vista: true, voto: 7, comen: '' });
    expect(await wanted(third)).toBe(true);
  });
});
