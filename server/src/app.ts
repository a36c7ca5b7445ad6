import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createCatalogueQueries } from './catalogue/queries.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { createCatalogueService } from './catalogue/service.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import { healthRoutes } from './health/routes.js';
import { registerErrorHandler } from './http/errors.js';
import { registerWeb } from './web/static.js';

export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  version?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP app from its dependencies; main.ts and the tests both use it. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
    hsts: false,
  });

  const catalogue = createCatalogueService(createCatalogueQueries(deps.db));
  await app.register(healthRoutes, { version: deps.version ?? 'dev' });
  await app.register(catalogueRoutes, { catalogue });
  await registerWeb(app, deps.config.webDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
