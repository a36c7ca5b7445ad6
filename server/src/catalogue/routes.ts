import { idSegment, listQuery, newsParams, routes } from '@cineclub/contract';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { placeholderPoster } from './poster.js';
import type { CatalogueService } from './service.js';

export async function catalogueRoutes(app: FastifyInstance, deps: { catalogue: CatalogueService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = deps;

  api.get(routes.genres, async () => catalogue.genres());

  api.get(
    routes.news,
    { schema: { params: newsParams, querystring: listQuery } },
    async (request) =>
      catalogue.news({
        onlyDownloadable: request.params.onlyDownloadable,
        weeks: request.params.weeks,
        offset: request.query.desde,
        limit: request.query.n,
      }),
  );

  await app.register(async (posters) => {
    await posters.register(etag);
    posters
      .withTypeProvider<ZodTypeProvider>()
      .get(
        routes.poster,
        { schema: { params: z.object({ id: idSegment }) } },
        async (request, reply) => {
          const film = await catalogue.posterInfo(request.params.id);
          if (!film) throw new HttpError(404, 'No existe esa película');
          return reply
            .type('image/svg+xml')
            .header('Cache-Control', 'public, max-age=86400')
            .send(placeholderPoster(film));
        },
      );
  });
}
