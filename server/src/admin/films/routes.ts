import {
  adminIdParams,
  fileCommentBody,
  filmSourceParams,
  filmTorrent,
  filmUpdateBody,
  fullCard,
  inlineEditBody,
  routes,
  TORRENT_MAX_BYTES,
} from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../accounts/guards.js';
import { errors, noContent } from '../../http/answers.js';
import { acceptRawBodies, rawBody } from '../../http/raw-body.js';
import type { FilmService } from './service.js';

const TORRENT_LIMIT = {
  bytes: TORRENT_MAX_BYTES,
  tooLarge: `Un .torrent no pasa de ${TORRENT_MAX_BYTES / 1024 / 1024} MB`,
};

/** The film card's edits (SPEC §7 upficha), its files' comments and torrent uploads. */
export async function filmRoutes(app: FastifyInstance, deps: { films: FilmService }) {
  const { films } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    routes.adminInlineEdit,
    { schema: { params: adminIdParams, body: inlineEditBody, response: noContent } },
    async (request, reply) => {
      await films.inlineEdit(userOf(request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );
  api.put(
    routes.adminFilm,
    {
      schema: {
        params: adminIdParams,
        body: filmUpdateBody,
        response: { 200: fullCard, ...errors },
      },
    },
    async (request) => films.updateFilm(userOf(request), request.params.id, request.body),
  );
  api.put(
    routes.adminFileComment,
    { schema: { params: adminIdParams, body: fileCommentBody, response: noContent } },
    async (request, reply) => {
      await films.setFileComment(userOf(request), request.params.id, request.body.comen);
      return reply.code(204).send();
    },
  );
  api.delete(
    routes.adminFilmSource,
    { schema: { params: filmSourceParams, response: noContent } },
    async (request, reply) => {
      const { id, field } = request.params;
      await films.clearSource(userOf(request), id, field);
      return reply.code(204).send();
    },
  );
  // An upload: a raw body of any type, checked by its bytes.
  await app.register(async (uploads) => {
    acceptRawBodies(uploads, TORRENT_LIMIT);
    const raw = uploads.withTypeProvider<ZodTypeProvider>();
    raw.post(
      routes.adminTorrent,
      { schema: { params: adminIdParams, response: { 201: filmTorrent, ...errors } } },
      async (request, reply) => {
        const torrent = await films.uploadTorrent(
          userOf(request),
          request.params.id,
          rawBody(request),
        );
        return reply.code(201).send(torrent);
      },
    );
  });
}
