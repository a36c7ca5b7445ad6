import { callPath, callTable, routes } from '@cineclub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSession, startAccountsServer } from './accounts-helpers.js';
import {
  type AdminFixtures,
  adminFixtures,
  IMAGE,
  LIST_CSV,
  torrentBytes,
} from './admin-helpers.js';
import type { TestServer } from './helpers.js';
import { servedRoutes } from './route-table.js';

/**
 * The permission matrix: every route the app serves under /api and /admin, called as an
 * anonymous visitor and as each demo account, with the status each must answer. A route added
 * without a row here fails the completeness test: add its row with the route.
 */

const ROLES = ['anonimo', 'invitado', 'socio', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Statuses = Record<Role, number>;

const EMAIL: Record<Exclude<Role, 'anonimo'>, string> = {
  invitado: 'invitado@demo.local',
  socio: 'socio@demo.local',
  admin: 'admin@demo.local',
};

/** Anyone, signed in or not. */
const everyone = (status: number): Statuses => ({
  anonimo: status,
  invitado: status,
  socio: status,
  admin: status,
});
/** Any signed-in user. */
const signedIn = (status: number): Statuses => ({ ...everyone(status), anonimo: 401 });
/** Users with bajed2 (downloads). */
const bajed2 = (status: number): Statuses => ({ ...signedIn(status), invitado: 403 });
/** Users with admo. */
const admo = (status: number): Statuses => ({ ...bajed2(status), socio: 403 });

interface Context {
  server: TestServer;
  filmId: number;
  /** A demo member (not one of the roles), whose page and lists the rows ask for. */
  memberId: number;
  admin: AdminFixtures;
  /** A file and a torrent for the download rows (not of `filmId`, which admin rows change). */
  downloads: { fileId: number; torrentCode: string };
  /** A fresh demo ID token, as the sign-in button would post. */
  idToken(email: string): Promise<string>;
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as Fastify registered it (optional params make two routes). */
  pattern: string;
  url(ctx: Context): string;
  body?(ctx: Context): Promise<unknown>;
  expect: Statuses;
}

/** A film night of films the catalogue lacks: the schema takes it, the service refuses it. */
function nightBody() {
  const now = Math.floor(Date.now() / 1000);
  return {
    titulo: 'Noche de prueba',
    cuando: now + 2 * 86_400,
    lugar: 'Casa de Ana',
    cierre: now + 86_400,
    candidatas: [99_999_998, 99_999_999],
  };
}

const MATRIX: Row[] = [
  { method: 'GET', pattern: routes.health, url: () => routes.health, expect: everyone(200) },
  { method: 'GET', pattern: routes.openapi, url: () => routes.openapi, expect: everyone(200) },
  // catalogue
  { method: 'GET', pattern: routes.genres, url: () => routes.genres, expect: everyone(200) },
  {
    method: 'GET',
    pattern: '/api/info/ficha/:id/:full',
    url: (ctx) => `/api/info/ficha/${ctx.filmId}/true`,
    expect: everyone(200),
  },
  {
    method: 'GET',
    pattern: '/api/info/ficha/:id/:full/:admin',
    url: (ctx) => `/api/info/ficha/${ctx.filmId}/false/true`,
    expect: admo(200),
  },
  {
    method: 'GET',
    pattern: routes.news,
    url: () => '/api/lista/fecha/true/false/4',
    expect: everyone(200),
  },
  {
    method: 'GET',
    pattern: '/api/lista/busq/:onlyDownloadable/:fullCards/:years/:mask/:list',
    url: () => '/api/lista/busq/true/false/0/1111111/1000p',
    expect: everyone(200),
  },
  {
    method: 'GET',
    pattern: '/api/lista/busq/:onlyDownloadable/:fullCards/:years/:mask/:list/:text',
    url: () => '/api/lista/busq/false/false/0/1111111/all/padrino',
    expect: everyone(200),
  },
  {
    method: 'GET',
    pattern: routes.people,
    url: () => '/api/lista/pers/coppola',
    expect: everyone(200),
  },
  {
    method: 'GET',
    pattern: routes.suggest,
    url: () => '/api/lista/sugiere/kubrik',
    expect: everyone(200),
  },
  {
    method: 'GET',
    pattern: routes.person,
    url: () => '/api/info/persona/264',
    expect: everyone(200),
  },
  {
    method: 'GET',
    pattern: routes.poster,
    url: (ctx) => `/api/peli/poster/${ctx.filmId}`,
    expect: everyone(200),
  },
  // A backdrop or photo by its content key: public, like posters; an unknown key is a 404.
  {
    method: 'GET',
    pattern: routes.image,
    url: () => `/api/img/${'0'.repeat(32)}/780`,
    expect: everyone(404),
  },
  // accounts
  {
    method: 'GET',
    pattern: routes.signInOptions,
    url: () => routes.signInOptions,
    expect: everyone(200),
  },
  // Without OIDC_ISSUER_URL (this server is the demo's) the provider's routes say so to anyone.
  { method: 'GET', pattern: routes.oidcStart, url: () => routes.oidcStart, expect: everyone(404) },
  {
    method: 'GET',
    pattern: routes.oidcCallback,
    url: () => `${routes.oidcCallback}?state=x&code=y`,
    expect: everyone(404),
  },
  {
    method: 'GET',
    pattern: routes.demoIdToken,
    url: () => `${routes.demoIdToken}?email=alguien@example.org`,
    expect: everyone(200),
  },
  {
    method: 'POST',
    pattern: routes.login,
    url: () => routes.login,
    body: async (ctx) => ({ token: await ctx.idToken('matriz@example.org') }),
    expect: everyone(200),
  },
  // Signed out is an answer (204), not an error: the web asks on every page.
  {
    method: 'GET',
    pattern: routes.session,
    url: () => routes.session,
    expect: { ...everyone(200), anonimo: 204 },
  },
  { method: 'GET', pattern: routes.marks, url: () => routes.marks, expect: signedIn(200) },
  // the year in review (issue 32): every member's, the signed-in user's own by default
  {
    method: 'GET',
    pattern: callTable.review.path,
    url: () => '/api/club/resumen/2025',
    expect: signedIn(200),
  },
  {
    method: 'GET',
    pattern: callTable.review.path,
    url: () => '/api/club/resumen/2025?socio=1',
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    pattern: routes.logout,
    url: () => '/api/usuario/logout/false',
    expect: everyone(204),
  },
  {
    method: 'PUT',
    pattern: routes.logout,
    url: () => '/api/usuario/logout/true',
    expect: everyone(204),
  },
  {
    method: 'DELETE',
    pattern: routes.deleteAccount,
    url: () => routes.deleteAccount,
    // Own account: allowed only without bajed2.
    expect: { anonimo: 401, invitado: 204, socio: 403, admin: 403 },
  },
  // notifications (issue 44); this server has no SMTP_URL: a test message finds no channel (409)
  {
    method: 'GET',
    pattern: callTable.notifySettings.path,
    url: () => callTable.notifySettings.path,
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    pattern: callTable.setNotifySettings.path,
    url: () => callTable.setNotifySettings.path,
    body: async () => ({ eventos: [] }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    pattern: callTable.notifyTest.path,
    url: () => callTable.notifyTest.path,
    expect: signedIn(409),
  },
  // The unsubscribe link needs no session; a token that is not one of ours is a 400 to anyone.
  {
    method: 'GET',
    pattern: callTable.unsubscribePage.path,
    url: () => `${callTable.unsubscribePage.path}?t=1.llegada.x`,
    expect: everyone(400),
  },
  {
    method: 'POST',
    pattern: callTable.unsubscribe.path,
    url: () => `${callTable.unsubscribe.path}?t=1.llegada.x`,
    expect: everyone(400),
  },
  {
    method: 'GET',
    pattern: callTable.outbox.path,
    url: () => callTable.outbox.path,
    expect: admo(200),
  },
  {
    method: 'POST',
    pattern: callTable.retryOutbox.path,
    url: () => '/api/admo/avisos/99999/reintentar',
    expect: admo(404),
  },
  // notifications by push (issue 44) and film nights (issue 48)
  {
    method: 'GET',
    pattern: callTable.pushKey.path,
    url: () => callTable.pushKey.path,
    expect: signedIn(200),
  },
  {
    method: 'POST',
    pattern: callTable.subscribePush.path,
    url: () => callTable.subscribePush.path,
    body: async () => ({
      endpoint: 'https://push.example.org/x',
      keys: { p256dh: 'AAAA', auth: 'AAAA' },
    }),
    expect: signedIn(400),
  },
  {
    method: 'DELETE',
    pattern: callTable.unsubscribePush.path,
    url: () => callTable.unsubscribePush.path,
    body: async () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }),
    expect: signedIn(204),
  },
  {
    method: 'GET',
    pattern: callTable.filmNights.path,
    url: () => callTable.filmNights.path,
    expect: signedIn(200),
  },
  {
    method: 'GET',
    pattern: callTable.filmNightSuggestions.path,
    url: () => callTable.filmNightSuggestions.path,
    expect: signedIn(200),
  },
  {
    method: 'GET',
    pattern: callTable.filmNightSearch.path,
    url: () => `${callTable.filmNightSearch.path}?q=vertigo`,
    expect: signedIn(200),
  },
  {
    method: 'POST',
    pattern: callTable.proposeFilmNight.path,
    url: () => callTable.proposeFilmNight.path,
    body: async () => nightBody(),
    expect: signedIn(400),
  },
  {
    method: 'GET',
    pattern: callTable.filmNight.path,
    url: () => '/api/sesiones/99999999',
    expect: signedIn(404),
  },
  {
    method: 'GET',
    pattern: callTable.filmNightIcs.path,
    url: () => '/api/sesiones/99999999.ics',
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    pattern: callTable.editFilmNight.path,
    url: () => '/api/sesiones/99999999',
    body: async () => nightBody(),
    expect: signedIn(404),
  },
  {
    method: 'DELETE',
    pattern: callTable.cancelFilmNight.path,
    url: () => '/api/sesiones/99999999',
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    pattern: callTable.voteFilmNight.path,
    url: () => '/api/sesiones/99999999/voto',
    body: async () => ({ pelis: [1] }),
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    pattern: callTable.attendFilmNight.path,
    url: () => '/api/sesiones/99999999/asistencia',
    body: async () => ({ va: 'si' }),
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    pattern: callTable.rateFilmNight.path,
    url: () => '/api/sesiones/99999999/nota',
    body: async () => ({ voto: 7 }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    pattern: callTable.calendarFeed.path,
    url: () => callTable.calendarFeed.path,
    expect: signedIn(200),
  },
  {
    method: 'POST',
    pattern: callTable.renewCalendarFeed.path,
    url: () => callTable.renewCalendarFeed.path,
    expect: signedIn(200),
  },
  {
    method: 'GET',
    pattern: callTable.calendarFeedIcs.path,
    url: () => '/api/sesiones/calendario/nadie',
    expect: everyone(404),
  },
  // members (issue 32)
  {
    method: 'GET',
    pattern: callTable.privacy.path,
    url: () => callTable.privacy.path,
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    pattern: callTable.setPrivacy.path,
    url: () => callTable.setPrivacy.path,
    body: async () => ({ marcas: true, actividad: true }),
    expect: signedIn(200),
  },
  // The name the club sees (issue 47).
  {
    method: 'PUT',
    pattern: callTable.setName.path,
    url: () => callTable.setName.path,
    body: async () => ({ nombre: 'Miembro de prueba' }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    pattern: callTable.exportHistory.path,
    url: () => callTable.exportHistory.path,
    expect: signedIn(200),
  },
  {
    method: 'GET',
    pattern: callTable.member.path,
    url: (ctx) => `/api/socio/${ctx.memberId}`,
    expect: signedIn(200),
  },
  {
    method: 'GET',
    pattern: callTable.memberFilms.path,
    // The demo member shares their marks (the default): any member sees their seen films.
    url: (ctx) => `/api/socio/${ctx.memberId}/vistas`,
    expect: signedIn(200),
  },
  // history import (issue 32): any signed-in member imports their own history
  {
    method: 'POST',
    pattern: callTable.importHistory.path,
    url: () => `${callTable.importHistory.path}?nombre=watchlist.csv`,
    body: async () => Buffer.from('Date,Name,Year,Letterboxd URI\n2024-01-01,El padrino,1972,x\n'),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    pattern: callTable.chooseHistory.path,
    url: () => callTable.chooseHistory.path,
    // No row of this caller waits for a choice: a member gets 404, never a write.
    body: async (ctx) => ({ elecciones: [{ id: 1, peli: ctx.filmId }] }),
    expect: signedIn(404),
  },
  // community
  // The club's activity feed (issue 32): members only.
  {
    method: 'GET',
    pattern: routes.clubFeed,
    url: () => `${routes.clubFeed}?tipo=notas&n=5`,
    expect: signedIn(200),
  },
  {
    method: 'POST',
    pattern: routes.want,
    url: (ctx) => `/api/peli/verla/${ctx.filmId}/si`,
    expect: signedIn(204),
  },
  {
    method: 'POST',
    pattern: routes.request,
    // The matrix film has files, so a permitted request is refused as already downloadable.
    url: (ctx) => `/api/peli/pide/${ctx.filmId}`,
    expect: bajed2(409),
  },
  {
    method: 'POST',
    pattern: routes.comment,
    url: (ctx) => `/api/peli/comenta/${ctx.filmId}`,
    body: async () => ({ vista: true, voto: 8, comen: 'Muy buena' }),
    expect: signedIn(200),
  },
  {
    method: 'DELETE',
    pattern: routes.deleteComment,
    url: (ctx) => `/api/peli/comenta/${ctx.filmId}/del`,
    body: async () => ({ id: 999_999 }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    pattern: routes.comments,
    url: (ctx) => `/api/peli/comentarios/${ctx.filmId}?desde=0&n=5`,
    expect: signedIn(200),
  },
  // the club on cards (issue 32): members' names, so signed-in users only
  {
    method: 'GET',
    pattern: callTable.filmClub.path,
    url: (ctx) => callPath('filmClub', { params: { id: String(ctx.filmId) } }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    pattern: callTable.memberOnFilm.path,
    url: (ctx) => callPath('memberOnFilm', { params: { id: String(ctx.filmId), socio: '999999' } }),
    expect: signedIn(404),
  },
  { method: 'GET', pattern: routes.notices, url: () => routes.notices, expect: everyone(200) },
  { method: 'GET', pattern: routes.wanted, url: () => routes.wanted, expect: signedIn(200) },
  {
    method: 'GET',
    pattern: routes.openRequests,
    url: () => routes.openRequests,
    expect: admo(200),
  },
  {
    method: 'DELETE',
    pattern: routes.dismissNotice,
    url: () => '/api/aviso/borr/999999',
    expect: signedIn(404),
  },
  {
    method: 'POST',
    pattern: routes.contact,
    url: () => routes.contact,
    body: async () => ({ text: 'Hola, ¿podéis subir Amélie?' }),
    expect: signedIn(204),
  },
  {
    method: 'POST',
    pattern: routes.errorReport,
    url: () => routes.errorReport,
    body: async () => ({ message: 'TypeError: x is undefined', stack: 'at y' }),
    expect: everyone(204),
  },
  // downloads (unknown job ids: the owner check answers 404 to anyone signed in)
  {
    method: 'POST',
    pattern: routes.downloadInit,
    url: (ctx) => `/api/dwnl/init/${ctx.downloads.fileId}`,
    expect: bajed2(200),
  },
  {
    method: 'PUT',
    pattern: routes.downloadCommand,
    url: () => '/api/dwnl/com/999999/p',
    expect: signedIn(404),
  },
  {
    method: 'GET',
    pattern: routes.downloadMonitor,
    url: () => '/api/dwnl/monit/999999',
    expect: signedIn(404),
  },
  {
    method: 'GET',
    pattern: routes.downloadFile,
    url: () => '/api/dwnl/arch/999999',
    expect: signedIn(404),
  },
  {
    method: 'GET',
    pattern: routes.shareLink,
    url: (ctx) => `/api/dwnl/compart/${ctx.downloads.fileId}`,
    expect: bajed2(200),
  },
  {
    // No session needed: the token decides (an unknown one is refused as init refuses it).
    method: 'GET',
    pattern: routes.sharedFile,
    url: (ctx) => `/api/dwnl/compartido?auth=${ctx.downloads.fileId}.${'x'.repeat(43)}`,
    expect: everyone(403),
  },
  {
    method: 'GET',
    pattern: routes.torrentUrl,
    url: (ctx) => `/api/dwnl/torrent/${ctx.downloads.torrentCode}`,
    expect: bajed2(200),
  },
  {
    method: 'GET',
    pattern: routes.torrentFile,
    url: (ctx) => `/api/dwnl/torrent/${ctx.downloads.torrentCode}/file`,
    expect: bajed2(200),
  },
  // admin (fixtures: server/test/admin-helpers.ts; only admins reach the handlers)
  {
    method: 'PUT',
    pattern: routes.adminInlineEdit,
    url: (ctx) => `/admin/pel/upficha/${ctx.admin.editFilmId}`,
    body: async () => ({ arg: 'Sinopsis de la matriz' }),
    expect: admo(204),
  },
  {
    method: 'PUT',
    pattern: routes.adminFilm,
    url: (ctx) => `/admin/pel/ficha/${ctx.admin.editFilmId}`,
    body: async () => ({
      ...{ nom: 'Matriz', nomo: '', nomen: '', anio: 2000, dura: 90, arg: '', gens: ['DR'] },
      ...{ pers: { d: [{ i: 1, n: 'Uno' }], a: [], c: [], w: [] }, imdb: null, cols: [] },
    }),
    expect: admo(200),
  },
  {
    method: 'PUT',
    pattern: routes.adminPoster,
    url: (ctx) => `/admin/pel/poster/${ctx.admin.editFilmId}`,
    body: async () => IMAGE.png,
    expect: admo(200),
  },
  {
    method: 'POST',
    pattern: routes.adminTorrent,
    url: (ctx) => `/admin/pel/torrent/${ctx.filmId}`,
    body: async () => torrentBytes('matriz.mkv'),
    expect: admo(201),
  },
  {
    method: 'PUT',
    pattern: routes.adminFileComment,
    url: (ctx) => `/admin/arch/${ctx.admin.fileId}/comen`,
    body: async () => ({ comen: 'Comentario de la matriz' }),
    expect: admo(204),
  },
  { method: 'GET', pattern: routes.adminAudit, url: () => routes.adminAudit, expect: admo(200) },
  { method: 'GET', pattern: routes.adminUsers, url: () => routes.adminUsers, expect: admo(200) },
  {
    method: 'PUT',
    pattern: routes.adminUserPerm,
    url: (ctx) => `/admin/usuarios/${ctx.admin.spareUser}/perms/bajed2`,
    expect: admo(200),
  },
  {
    method: 'DELETE',
    pattern: routes.adminUserPerm,
    url: (ctx) => `/admin/usuarios/${ctx.admin.spareUser}/perms/bajed2`,
    expect: admo(200),
  },
  {
    method: 'DELETE',
    pattern: routes.adminUserSessions,
    url: (ctx) => `/admin/usuarios/${ctx.admin.spareUser}/sesiones`,
    expect: admo(204),
  },
  {
    method: 'DELETE',
    pattern: routes.adminUser,
    url: (ctx) => `/admin/usuarios/${ctx.admin.doomedUser}`,
    expect: admo(204),
  },
  {
    method: 'GET',
    pattern: routes.adminNotices,
    url: () => routes.adminNotices,
    expect: admo(200),
  },
  {
    method: 'POST',
    pattern: routes.adminNotices,
    url: () => routes.adminNotices,
    body: async () => ({ que: 'Aviso de la matriz' }),
    expect: admo(201),
  },
  {
    method: 'DELETE',
    pattern: routes.adminNotice,
    url: (ctx) => `/admin/avisos/${ctx.admin.noticeId}`,
    expect: admo(204),
  },
  {
    method: 'PUT',
    pattern: routes.adminRequest,
    url: (ctx) => `/admin/peticiones/${ctx.admin.requestId}`,
    body: async () => ({ estado: 'rechazada' }),
    expect: admo(204),
  },
  {
    method: 'GET',
    pattern: routes.adminMessages,
    url: () => routes.adminMessages,
    expect: admo(200),
  },
  {
    method: 'PUT',
    pattern: routes.adminMessageRead,
    url: (ctx) => `/admin/mensajes/${ctx.admin.messageId}/leido`,
    expect: admo(204),
  },
  { method: 'GET', pattern: routes.adminJobs, url: () => routes.adminJobs, expect: admo(200) },
  {
    method: 'GET',
    pattern: routes.adminOverview,
    url: () => routes.adminOverview,
    expect: admo(200),
  },
  {
    method: 'POST',
    pattern: routes.adminImdbJob,
    url: () => routes.adminImdbJob,
    body: async (ctx) => ({ dir: ctx.admin.imdbDir }),
    expect: admo(202),
  },
  {
    method: 'POST',
    pattern: routes.adminListJob,
    url: () => '/admin/tareas/lista/oscars',
    body: async () => LIST_CSV,
    expect: admo(202),
  },
  {
    method: 'POST',
    pattern: routes.adminScanJob,
    url: () => routes.adminScanJob,
    expect: admo(202),
  },
  // This server has no TMDB_API_KEY: an admin is told so (409), anyone else refused first.
  {
    method: 'POST',
    pattern: routes.adminTmdbJob,
    url: () => routes.adminTmdbJob,
    body: async () => ({}),
    expect: admo(409),
  },
  {
    method: 'DELETE',
    pattern: routes.adminFilmSource,
    url: (ctx) => `/admin/pel/fuente/${ctx.filmId}/arg`,
    expect: admo(204),
  },
];

function fitsPattern(url: string, pattern: string): boolean {
  const path = url.split('?')[0] ?? url;
  const regex = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
  return regex.test(path);
}

let server: TestServer;
let ctx: Context;

beforeAll(async () => {
  server = await startAccountsServer();
  const film = await server.db
    .selectFrom('film')
    .select('id')
    .where('file_count', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ctx = {
    server,
    filmId: film.id,
    memberId: (
      await server.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'marta@demo.local')
        .executeTakeFirstOrThrow()
    ).id,
    admin: await adminFixtures(server, film.id),
    downloads: {
      fileId: (
        await server.db
          .selectFrom('file')
          .select('id')
          .where('film_id', '!=', film.id)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
      torrentCode: (
        await server.db
          .selectFrom('torrent')
          .select('code')
          .where('film_id', '!=', film.id)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).code,
    },
    async idToken(email) {
      const response = await server.app.inject(
        `${routes.demoIdToken}?email=${encodeURIComponent(email)}`,
      );
      return response.json().token as string;
    },
  };
});

describe('permission matrix', () => {
  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const covered = [...new Set(MATRIX.map((row) => `${row.method} ${row.pattern}`))].sort();
    expect(covered).toEqual(servedRoutes(server.app));
    for (const row of MATRIX)
      expect(fitsPattern(row.url(ctx), row.pattern), row.pattern).toBe(true);
  });

  for (const row of MATRIX) {
    for (const role of ROLES) {
      it(`${row.method} ${row.pattern} as ${role}: ${row.expect[role]}`, async () => {
        // A fresh session per call, so that logouts and deletions do not leak into other rows.
        const cookie = role === 'anonimo' ? undefined : await demoSession(server.app, EMAIL[role]);
        const body = row.body ? await row.body(ctx) : undefined;
        const response = await server.app.inject({
          method: row.method,
          url: row.url(ctx),
          headers: cookie ? { cookie } : {},
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(row.expect[role]);
      });
    }
  }
});
