import { TORRENT_MAX_BYTES } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../accounts/guards.js';
import { acceptRawBodies, rawBody } from '../../http/raw-body.js';
import { serveCall } from '../../http/serve-call.js';
import type { FilmService } from './service.js';

const TORRENT_LIMIT = {
  bytes: TORRENT_MAX_BYTES,
  tooLarge: `Un .torrent no pasa de ${TORRENT_MAX_BYTES / 1024 / 1024} MB`,
};

/** The film card's edits (SPEC §7 upficha), its files' comments and torrent uploads. */
export async function filmRoutes(app: FastifyInstance, deps: { films: FilmService }) {
  const { films } = deps;
  serveCall(app, 'adminInlineEdit', {}, async ({ params, body, request }) => {
    await films.inlineEdit(userOf(request), params.id, body);
  });
  serveCall(app, 'adminFilm', {}, async ({ params, body, request }) =>
    films.updateFilm(userOf(request), params.id, body),
  );
  serveCall(app, 'adminFileComment', {}, async ({ params, body, request }) => {
    await films.setFileComment(userOf(request), params.id, body.comen);
  });
  serveCall(app, 'adminClearSource', {}, async ({ params, request }) => {
    await films.clearSource(userOf(request), params.id, params.field);
  });
  // An upload: a raw body of any type, checked by its bytes.
  await app.register(async (uploads) => {
    acceptRawBodies(uploads, TORRENT_LIMIT);
    serveCall(uploads, 'adminTorrent', {}, async ({ params, request }) =>
      films.uploadTorrent(userOf(request), params.id, rawBody(request)),
    );
  });
}
