import { routes } from '@cineclub/contract';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from './answers.js';

/**
 * The OpenAPI document of every route, made from the schemas the routes declare (the
 * contract's). Registered before the routes, which it collects as they are added; served at
 * GET /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cineclub',
        version,
        description:
          'El catálogo y las descargas de Cineclub. Todo error (4xx, 5xx) es JSON {statusCode, error, message}.',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Made and written once: it changes only with the code.
  let json: string | undefined;
  app.get(
    routes.openapi,
    { schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()), ...errors } } },
    async (_request, reply) => {
      json ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
}
