import { type FilmComment, type FullCard, pathOf, routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer } from './accounts-helpers.js';

async function setUp(env: Record<string, string>) {
  const server = await startAccountsServer(env);
  const { app, db } = server;
  // The demo catalogue's own comments would count against these limits.
  await db.deleteFrom('comment').execute();
  const films = await db.selectFrom('film').select('id').orderBy('id').limit(3).execute();
  const comment = (cookie: string, filmId: number, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: pathOf(routes.comment, { id: filmId }),
      headers: { cookie },
      payload,
    });
  const get = (url: string, cookie?: string) =>
    app.inject({ url, headers: cookie ? { cookie } : {} });
  return {
    app,
    filmIds: films.map((film) => film.id),
    comment,
    get,
    socio: await demoSession(app, 'socio@demo.local'),
    admin: await demoSession(app, 'admin@demo.local'),
    invitado: await demoSession(app, 'invitado@demo.local'),
  };
}

const text = (comen: string) => ({ vista: false, voto: -1, comen });

describe('comment limits', () => {
  it('a user may write COMMENT_RATE_LIMIT comments a minute', async () => {
    const { comment, filmIds, invitado } = await setUp({ COMMENT_RATE_LIMIT: '3' });
    const [film = 0, other = 0] = filmIds;
    for (let n = 0; n < 3; n++) {
      expect((await comment(invitado, n < 2 ? film : other, text(`uno ${n}`))).statusCode).toBe(
        200,
      );
    }
    const refused = await comment(invitado, other, text('otro más'));
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Demasiados comentarios seguidos; espera un minuto',
    });
  });

  it('a user may have COMMENTS_PER_FILM comments on one film', async () => {
    const { app, comment, filmIds, invitado } = await setUp({ COMMENTS_PER_FILM: '2' });
    const [film = 0, other = 0] = filmIds;
    const first = (await comment(invitado, film, text('uno'))).json() as FilmComment;
    expect((await comment(invitado, film, text('dos'))).statusCode).toBe(200);
    const third = await comment(invitado, film, text('tres'));
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(
      'Ya tienes demasiados comentarios en esta película; borra alguno',
    );
    // Editing is not adding; another film has its own count; deleting makes room.
    expect((await comment(invitado, film, { ...text('uno bis'), id: first.id })).statusCode).toBe(
      200,
    );
    expect((await comment(invitado, other, text('otra'))).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: pathOf(routes.deleteComment, { id: film }),
      headers: { cookie: invitado },
      payload: { id: first.id },
    });
    expect(removed.statusCode).toBe(204);
    expect((await comment(invitado, film, text('tres'))).statusCode).toBe(200);
  });
});

describe('cards carry only the newest comments', () => {
  it('others: the newest CARD_COMMENTS, the rest paged; the average counts each member once', async () => {
    const { comment, get, filmIds, socio, admin, invitado } = await setUp({
      CARD_COMMENTS: '2',
      COMMENTS_PER_FILM: '3',
    });
    const [film = 0] = filmIds;
    const written: number[] = [];
    for (const [cookie, voto] of [
      [admin, 1],
      [invitado, 2],
      [admin, 3],
      [invitado, 4],
      [admin, 5],
    ] as const) {
      const saved = await comment(cookie, film, { vista: true, voto, comen: `nota ${voto}` });
      written.push((saved.json() as FilmComment).id);
    }
    await comment(socio, film, { vista: true, voto: -1, comen: '' });

    const [card] = (await get(`/api/info/ficha/${film}/true`, socio)).json() as FullCard[];
    expect(card?.ocoms.map((c) => c.id)).toEqual(written.slice(3));
    // The club's average: each member once, with their newest score (admin 5, invitado 4).
    expect(card).toMatchObject({ nocoms: 5, media: 4.5, vista: true });
    expect(card?.mcoms).toHaveLength(1);
    // A list page's full cards carry no comments (a page of 500 would add up every film's):
    // only how many there are, the average and the user's seen mark.
    const list = (await get('/api/lista/busq/false/true/0/1111111/all?n=5', socio)).json();
    const listed = (list.pelis as FullCard[]).find((c) => c.id === film);
    expect(listed).toMatchObject({ mcoms: [], ocoms: [], nocoms: 5, media: 4.5, vista: true });

    const page = (desde: number, cookie?: string) =>
      get(`${pathOf(routes.comments, { id: film })}?desde=${desde}&n=2`, cookie);
    const first = (await page(0, socio)).json();
    expect(first.coms.map((c: FilmComment) => c.id)).toEqual([written[4], written[3]]);
    expect(first).toMatchObject({ total: 5, sig: 2 });
    expect(first.coms[0].user).toBe('Jefa (demo)');
    const last = (await page(4, socio)).json();
    expect(last).toMatchObject({ coms: [expect.objectContaining({ id: written[0] })], sig: null });
    expect((await page(0)).statusCode).toBe(401);
    expect((await get(`${pathOf(routes.comments, { id: 99_999_999 })}`, socio)).statusCode).toBe(
      404,
    );
    expect((await get(`${pathOf(routes.comments, { id: film })}?n=1000`, socio)).statusCode).toBe(
      400,
    );
  });
});

describe('answers carry at most COMMENT_BYTES of comments by others', () => {
  it('a card and a page of comments stop at the bound, newest first; a list page has none', async () => {
    const { comment, get, filmIds, socio, admin, invitado } = await setUp({
      COMMENT_BYTES: '10000',
      COMMENTS_PER_FILM: '20',
    });
    const [film = 0] = filmIds;
    // 4,000 characters of three bytes each: 12,000 bytes, past the bound on its own.
    const long = '€'.repeat(4_000);
    const written: number[] = [];
    for (const [cookie, comen] of [
      [admin, 'a'.repeat(3_000)],
      [invitado, 'b'.repeat(3_000)],
      [admin, 'c'.repeat(3_000)],
      [invitado, 'd'.repeat(3_000)],
      [admin, long],
    ] as const) {
      const saved = await comment(cookie, film, { vista: false, voto: -1, comen });
      expect(saved.statusCode).toBe(200);
      written.push((saved.json() as FilmComment).id);
    }
    const [card] = (await get(`/api/info/ficha/${film}/true`, socio)).json() as FullCard[];
    // The newest always, even past the bound on its own; nothing more fits beside it.
    expect(card?.ocoms.map((c) => c.id)).toEqual([written[4]]);
    expect(card?.nocoms).toBe(5);
    const page = (desde: number) =>
      get(`${pathOf(routes.comments, { id: film })}?desde=${desde}&n=100`, socio);
    const second = (await page(1)).json();
    // Three of 3,000 bytes fit in 10,000, a fourth would not.
    expect(second.coms.map((c: FilmComment) => c.id)).toEqual([written[3], written[2], written[1]]);
    expect(second).toMatchObject({ total: 5, sig: 4 });
    expect((await page(4)).json()).toMatchObject({ coms: [{ id: written[0] }], sig: null });

    const list = (await get('/api/lista/busq/false/true/0/1111111/all?n=500', socio)).json();
    for (const listed of list.pelis as FullCard[]) {
      expect(listed.mcoms.length + listed.ocoms.length).toBe(0);
    }
  });
});
