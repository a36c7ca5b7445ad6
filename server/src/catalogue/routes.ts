import {
  type FilmPage,
  type fichaParams,
  idParams,
  type listQuery,
  routes,
  searchFields,
  text,
} from '@cineclub/contract';
import { negotiate } from '@fastify/accept-negotiator';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePerm, requireUser } from '../accounts/guards.js';
import { bytes } from '../http/answers.js';
import { HttpError } from '../http/errors.js';
import { serveCall } from '../http/serve-call.js';
import { filmPageJson } from './page-json.js';
import type { PosterStore } from './poster-store.js';
import type { CatalogueService } from './service.js';

const requireAdmin = requirePerm('admo');

/**
 * Answers a list page with its JSON from `filmPageJson`, made once per page rather than on
 * every call (at 100 cards, serialising costs more than the rest of a cached call). Sent as a
 * body, it skips the route's serializer, so the page's declared schema (the call's answer)
 * documents the answer without checking it on every call.
 */
function asPage(reply: FastifyReply, page: FilmPage) {
  return reply.type('application/json; charset=utf-8').send(filmPageJson(page));
}

export async function catalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; posters: PosterStore },
) {
  const { catalogue } = deps;
  const pageOf = (query: z.infer<typeof listQuery>) => ({
    offset: query.desde,
    limit: query.n,
    genre: query.gen,
    role: query.rol,
  });

  serveCall(app, 'genres', {}, async () => catalogue.genres());

  serveCall(app, 'news', {}, async ({ params, query, request, reply }) =>
    asPage(reply, await catalogue.news({ ...params, ...pageOf(query), user: request.user })),
  );

  serveCall(app, 'search', {}, async ({ params, query, request, reply }) =>
    asPage(
      reply,
      await catalogue.search({
        user: request.user,
        onlyDownloadable: params.onlyDownloadable,
        fullCards: params.fullCards,
        list: params.list,
        text: params.text ?? '',
        fields: params.mask,
        years: params.years,
        ...pageOf(query),
      }),
    ),
  );

  serveCall(
    app,
    'ficha',
    {
      // The admin variant (…/false/true) carries file folders: admins only.
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { admin } = request.params as z.infer<typeof fichaParams>;
        if (admin) await requireAdmin.call(app, request, reply);
      },
    },
    async ({ params, request }) =>
      catalogue.ficha(params.id, {
        full: params.full,
        admin: params.admin ?? false,
        user: request.user,
      }),
  );

  serveCall(app, 'person', {}, async ({ params }) => catalogue.person(params.id));

  // The spec's watchlist call: 'Pelis por ver', most recently added first, compact cards.
  serveCall(app, 'wanted', { preHandler: requireUser }, async ({ query, request, reply }) =>
    asPage(
      reply,
      await catalogue.search({
        user: request.user,
        list: 'recor',
        onlyDownloadable: false,
        fullCards: false,
        text: '',
        fields: [...searchFields],
        years: { from: null, to: null },
        ...pageOf(query),
      }),
    ),
  );

  serveCall(app, 'people', {}, async ({ params }) => catalogue.people(params.text));
  serveCall(app, 'suggest', {}, async ({ params }) => catalogue.suggest(params.text));

  await app.register(async (posters) => {
    await posters.register(etag);
    posters.withTypeProvider<ZodTypeProvider>().get(
      routes.poster,
      {
        schema: {
          params: idParams,
          querystring: z.object({
            v: text().max(20).optional(),
            /** A width the poster is kept at (`posterSrcset`); others answer the whole poster. */
            w: z.coerce.number().int().min(1).max(10_000).optional(),
          }),
          ...bytes(
            'La imagen del póster',
            'image/svg+xml',
            'image/jpeg',
            'image/png',
            'image/webp',
          ),
        },
      },
      async (request, reply) => {
        const film = await catalogue.posterInfo(request.params.id);
        if (!film) throw new HttpError(404, 'No existe esa película');
        const poster = await deps.posters.read(film, request.query.w);
        reply.type(poster.type).header('Cache-Control', 'public, max-age=86400');
        // Posters are public, and mail shows them from other origins (a webmail's page): the
        // letters' posters (issue 44) would be blocked by helmet's `same-origin`.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        if (!('gzipped' in poster)) return reply.send(poster.body);
        reply.header('Vary', 'Accept-Encoding');
        if (!negotiate(request.headers['accept-encoding'] ?? '', ['gzip'])) {
          return reply.send(poster.body);
        }
        return reply.header('Content-Encoding', 'gzip').send(poster.gzipped);
      },
    );

    // A backdrop or photo, by content key: the address never changes meaning, so it is
    // cached for good.
    posters.withTypeProvider<ZodTypeProvider>().get(
      routes.image,
      {
        schema: {
          params: z.object({
            key: z.string().regex(/^[0-9a-f]{32}$/, 'una clave de imagen'),
            width: z.coerce.number().int().min(1).max(10_000),
          }),
          ...bytes('Un fondo o una foto', 'image/webp'),
        },
      },
      async (request, reply) => {
        const body = await deps.posters.readArt(request.params.key, request.params.width);
        if (!body) throw new HttpError(404, 'No existe esa imagen');
        return reply
          .type('image/webp')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(body);
      },
    );
  });
}
