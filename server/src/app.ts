import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import { googleSignInHeaders } from './accounts/google-headers.js';
import { registerAccounts } from './accounts/plugin.js';
import type { SetTimer } from './admin/jobs/imdb-refresh.js';
import { registerAdmin } from './admin/plugin.js';
import { createPosterStore } from './catalogue/poster-store.js';
import { createCatalogueQueries } from './catalogue/queries.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { createCatalogueService } from './catalogue/service.js';
import type { Clock } from './clock.js';
import { createClubQueries } from './community/club-queries.js';
import { clubRoutes } from './community/club-routes.js';
import { createClubService } from './community/club-service.js';
import { createFeedQueries } from './community/feed/queries.js';
import { feedRoutes } from './community/feed/routes.js';
import { createFeedService } from './community/feed/service.js';
import { createCommunityQueries } from './community/queries.js';
import { createReviewQueries } from './community/review/queries.js';
import { reviewRoutes } from './community/review/routes.js';
import { createReviewService } from './community/review/service.js';
import { communityRoutes } from './community/routes.js';
import { createCommunityService } from './community/service.js';
import type { Config } from './config.js';
import { type Db, engineOf } from './db/connection.js';
import { createDownloadEngine, type EngineOptions } from './downloads/engine.js';
import { createEventStreams } from './downloads/event-stream.js';
import { createDownloadQueries } from './downloads/queries.js';
import { downloadRoutes } from './downloads/routes.js';
import { createDownloadService } from './downloads/service.js';
import { createTransfers } from './downloads/transfers.js';
import { createFirstScreenHints } from './first-screen.js';
import { healthRoutes } from './health/routes.js';
import { createHistoryQueries } from './history/queries.js';
import { historyRoutes } from './history/routes.js';
import { createHistoryService } from './history/service.js';
import { registerCompression } from './http/compress.js';
import { limitConnections } from './http/connection-limits.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/errors.js';
import { type LogSink, loggerOptions } from './http/log.js';
import { registerOpenApi } from './http/openapi.js';
import { createExportQueries } from './members/export-queries.js';
import { createMembersQueries } from './members/queries.js';
import { membersRoutes } from './members/routes.js';
import { createMembersService } from './members/service.js';
import { type NotifyOptions, registerNotify } from './notify/plugin.js';
import { registerPush } from './notify/push/routes.js';
import type { Notifier } from './notify/queue.js';
import { createFilmNightCloser } from './sessions/closer.js';
import { sessionRoutes } from './sessions/routes.js';
import { createSessionService } from './sessions/service.js';
import { registerWeb } from './web/static.js';

export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  version?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go when `logger` is not given: stdout; tests catch them. */
  logOutput?: LogSink;
  /** Google's ID-token key set; tests hand in a local one. Defaults to Google's, cached. */
  googleKeys?: JWTVerifyGetKey;
  /** Tuning and test hooks of the download engine, and the monitor heartbeat (15 s). */
  downloads?: EngineOptions & { heartbeatMs?: number };
  /** The timer of the daily IMDb refresh (IMDB_REFRESH_AT); tests hand in one they fire. */
  refreshTimer?: SetTimer;
  /** Notifications' poll interval and clock (tests). */
  notify?: NotifyOptions;
}

/** Builds the whole HTTP app from its dependencies; main.ts and the tests both use it. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config.logLevel, deps.logOutput),
    trustProxy: deps.config.trustProxy,
    requestTimeout: deps.config.requestTimeoutMs,
    keepAliveTimeout: deps.config.connections.keepAliveTimeoutMs,
    http: requestLimits(deps.config.requestTimeoutMs),
    clientErrorHandler,
    // Long params reach the schemas, which answer a 400 in the one error shape.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors,
  });
  limitConnections(app.server, deps.config.connections, deps.config.trustProxy);
  app.setValidatorCompiler(validatorCompiler);
  // Routes declare their answers: a JSON answer is checked against its schema as it is sent
  // (list pages bypass it, see catalogue/routes.ts asPage).
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerCompression(app);
  await registerOpenApi(app, deps.version ?? 'dev');

  const googleHeaders = googleSignInHeaders(deps.config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
        ...googleHeaders.directives,
      },
    },
    hsts: false,
    ...googleHeaders.options,
  });
  // Before every area's routes: they rely on its cookie parsing, CSRF check and request.user.
  await registerAccounts(app, {
    db: deps.db,
    config: deps.config,
    clock: deps.clock,
    googleKeys: deps.googleKeys,
  });

  const notify = await registerNotify(app, {
    db: deps.db,
    config: deps.config,
    options: deps.notify,
  });
  const community = createCommunityService({
    queries: createCommunityQueries(deps.db),
    clock: deps.clock,
    limits: deps.config.limits,
    notify: { db: deps.db, notifier: notify.notifier },
  });
  const catalogue = createCatalogueService(createCatalogueQueries(deps.db, engineOf(deps.db)), {
    personalize: community.personalize,
  });
  await app.register(healthRoutes, { version: deps.version ?? 'dev' });
  const posters = createPosterStore(deps.config.dataDir, {
    maxBytes: deps.config.imageStoreMaxBytes,
  });
  app.addHook('onReady', async () => {
    const removed = await posters.sweepStaged();
    if (removed) app.log.info({ removed }, 'posters: stale staged uploads removed');
  });
  await app.register(catalogueRoutes, { catalogue, posters });
  await app.register(communityRoutes, { community, limits: deps.config.limits });
  await app.register(membersRoutes, {
    members: createMembersService({
      queries: createMembersQueries(deps.db),
      exports: createExportQueries(deps.db),
      clock: deps.clock,
      limits: deps.config.limits,
    }),
    exportRateLimit: deps.config.limits.exportRateLimit,
  });
  await app.register(feedRoutes, {
    feed: createFeedService({ queries: createFeedQueries(deps.db), clock: deps.clock }),
  });
  await registerHistory(app, deps);
  await app.register(reviewRoutes, {
    review: createReviewService({ queries: createReviewQueries(deps.db), clock: deps.clock }),
  });
  await app.register(clubRoutes, {
    club: createClubService({
      queries: createClubQueries(deps.db),
      community: createCommunityQueries(deps.db),
      limits: deps.config.limits,
    }),
  });
  await registerFilmNights(app, deps, community, notify.notifier);
  const transfers = await registerDownloads(app, deps);
  await registerAdmin(app, {
    ...deps,
    community,
    catalogue,
    posters,
    afterAccessRevoked: transfers.recheck,
    notifier: notify.notifier,
  });
  // Issue 44: push registers itself as one of the outbox's channels.
  await registerPush(app, { ...deps, channels: notify.channels });
  await registerWeb(app, deps.config.webDir, createFirstScreenHints(catalogue));
  return app;
}

/**
 * Film nights (issue 48): their calls, and the timed work (deadline, eve, day after) every
 * server runs from when it is ready until it closes; marks go through the community service.
 */
async function registerFilmNights(
  app: FastifyInstance,
  deps: AppDeps,
  community: ReturnType<typeof createCommunityService>,
  notifier: Notifier,
) {
  const sessions = createSessionService({
    db: deps.db,
    clock: deps.clock,
    markSeen: (user, filmId, score) => community.markSeen(user, filmId, score),
    shareKeyFile: path.join(deps.config.dataDir, 'share-key'),
    limits: deps.config.limits,
    notifier,
  });
  const closer = createFilmNightCloser({
    db: deps.db,
    clock: deps.clock,
    everyMs: deps.config.filmNightCheckMs,
    log: app.log,
    notifier,
  });
  // On ready, not now: main.ts builds the app before it migrates the database.
  app.addHook('onReady', async () => closer.start());
  app.addHook('onClose', async () => closer.stop());
  await app.register(sessionRoutes, {
    sessions,
    writesPerMinute: deps.config.limits.filmNightRateLimit,
    siteUrl: deps.config.siteUrl,
  });
}

/** A member's history import (issue 32), with its own limits on size, rows and frequency. */
async function registerHistory(app: FastifyInstance, deps: AppDeps) {
  const { limits } = deps.config;
  const history = createHistoryService({
    queries: createHistoryQueries(deps.db),
    clock: deps.clock,
    limits: {
      maxBytes: limits.historyImportBytes,
      maxRows: limits.historyImportRows,
      perDay: limits.historyImportsPerDay,
    },
  });
  await app.register(historyRoutes, { history, maxBytes: limits.historyImportBytes });
}

/**
 * The download area: its engine starts with the app (resuming copies a restart interrupted) and
 * stops at a checkpoint when the app closes; open monitor streams end first, or closing would
 * wait for them. Answers its open file transfers, which the admin asks to check again when it
 * takes a permission away.
 */
async function registerDownloads(app: FastifyInstance, deps: AppDeps) {
  const queries = createDownloadQueries(deps.db);
  const engine = createDownloadEngine({
    queries,
    disks: deps.config.disks,
    dataDir: deps.config.dataDir,
    cacheDir: deps.config.cacheDir,
    cacheMaxBytes: deps.config.cacheMaxBytes,
    clock: deps.clock,
    log: app.log,
    options: {
      copyBytesPerSecond: deps.config.copyBytesPerSecond,
      shared: engineOf(deps.db).sharedByServers,
      runsCopies: deps.config.runsCopies,
      leaseMs: deps.config.leaseMs,
      ...deps.downloads,
    },
  });
  const downloads = createDownloadService({
    queries,
    engine,
    disks: deps.config.disks,
    cacheMaxBytes: deps.config.cacheMaxBytes,
    clock: deps.clock,
    log: app.log,
    shareKeyFile: path.join(deps.config.dataDir, 'share-key'),
  });
  const streams = createEventStreams({ heartbeatMs: deps.downloads?.heartbeatMs ?? 15_000 });
  const { limits } = deps.config;
  const transfers = createTransfers({
    stallMs: limits.transferStallMs,
    recheckMs: limits.transferRecheckMs,
    allowed: downloads.allowedJobs,
    onError: (error) => app.log.error({ err: error }, 'download: transfer check failed'),
  });
  // On ready, not now: main.ts builds the app before it migrates the database.
  app.addHook('onReady', async () => engine.start());
  app.addHook('preClose', async () => streams.close());
  app.addHook('onClose', async () => engine.close());
  await app.register(downloadRoutes, {
    downloads,
    streams,
    transfers,
    accelRedirect: deps.config.accelRedirect,
    limits,
  });
  return transfers;
}

/**
 * Node's bounds on receiving one request; answers (downloads, event streams) are not bounded.
 * They must be given when the server is made: set later, a headersTimeout above requestTimeout
 * (Node's is 60 s) keeps requestTimeout from ever firing. Node looks for late requests every
 * 30 s by default, too seldom for a short limit.
 */
function requestLimits(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, requestTimeoutMs),
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Closes the app as a shutdown should: requests and transfers in flight may finish (monitor
 * streams end at once, copies stop at a checkpoint after them), but only for `timeoutMs`; then
 * the connections still open are cut. Without the cut, a download of hours, or a connection
 * that never sent a request (Node drops those only after `headersTimeout`), holds the shutdown.
 */
export async function closeApp(app: App, timeoutMs: number, onCut: () => void = () => {}) {
  const cut = setTimeout(() => {
    onCut();
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
