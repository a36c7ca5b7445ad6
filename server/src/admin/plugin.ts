import type { FastifyInstance } from 'fastify';
import { requirePerm } from '../accounts/guards.js';
import { providerNamer } from '../accounts/providers.js';
import { createAccountsQueries } from '../accounts/queries.js';
import type { PosterStore } from '../catalogue/poster-store.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { Clock } from '../clock.js';
import type { CommunityService } from '../community/service.js';
import type { Config } from '../config.js';
import { type Db, engineOf } from '../db/connection.js';
import { createMetaQueries } from '../db/meta.js';
import { createImdbQueries } from '../import/imdb-queries.js';
import { jobFailedNotifier } from '../notify/owner-events.js';
import type { Notifier } from '../notify/queue.js';
import { createAuditQueries } from './audit/queries.js';
import { auditRoutes } from './audit/routes.js';
import { createAuditService } from './audit/service.js';
import { createFilmQueries } from './films/queries.js';
import { filmRoutes } from './films/routes.js';
import { createFilmService } from './films/service.js';
import { createCatalogueJobs } from './jobs/catalogue-jobs.js';
import { createCatalogueTasks } from './jobs/catalogue-tasks.js';
import { createImdbRefresh, type SetTimer } from './jobs/imdb-refresh.js';
import { createJobQueries } from './jobs/queries.js';
import { jobRoutes, jobsNow } from './jobs/routes.js';
import { createMessageQueries } from './messages/queries.js';
import { messageRoutes } from './messages/routes.js';
import { createMessageService } from './messages/service.js';
import { createNoticeQueries } from './notices/queries.js';
import { noticeRoutes } from './notices/routes.js';
import { createNoticeService } from './notices/service.js';
import { createOverviewQueries } from './overview/queries.js';
import { overviewRoutes } from './overview/routes.js';
import { createOverviewService } from './overview/service.js';
import { createPosterQueries } from './posters/queries.js';
import { posterRoutes } from './posters/routes.js';
import { createPosterService } from './posters/service.js';
import { requestRoutes } from './requests/routes.js';
import { createRequestService } from './requests/service.js';
import { createUserQueries } from './users/queries.js';
import { userRoutes } from './users/routes.js';
import { createUserService } from './users/service.js';

const requireAdmin = requirePerm('admo');

/**
 * The admin area (SPEC §2 /admo, §7 upficha; docs/architecture.md "Admin"): one folder per
 * section, each with its queries, service and routes, all writing to the audit journal. Every
 * route needs admo; the check runs on request, before any upload is read.
 */
export async function registerAdmin(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    clock: Clock;
    community: CommunityService;
    catalogue: CatalogueService;
    posters: PosterStore;
    /** The daily IMDb refresh's timer; tests hand in one they fire by hand. */
    refreshTimer?: SetTimer;
    /** Runs after a permission is revoked or a user deleted (open transfers are checked). */
    afterAccessRevoked?: () => Promise<void>;
    /** Queues notifications of the admin's events (issue 44). */
    notifier?: Notifier;
  },
) {
  const { db, config, clock, community } = deps;
  const audit = createAuditService({ queries: createAuditQueries(db), clock });
  const jobs = createCatalogueJobs({
    queries: createJobQueries(db),
    clock,
    log: app.log,
    shared: engineOf(db).sharedByServers,
    leaseMs: config.leaseMs,
    onFailed: deps.notifier && jobFailedNotifier(deps.notifier),
  });
  await app.register(async (admin) => {
    admin.addHook('onRequest', async function (request, reply) {
      await requireAdmin.call(this, request, reply);
    });
    await admin.register(auditRoutes, { audit });
    await admin.register(filmRoutes, {
      films: createFilmService({
        db,
        queries: createFilmQueries(db),
        audit,
        catalogue: deps.catalogue,
        disks: config.disks,
        clock,
      }),
    });
    await admin.register(posterRoutes, {
      posters: createPosterService({
        queries: createPosterQueries(db),
        store: deps.posters,
        audit,
      }),
    });
    await admin.register(userRoutes, {
      users: createUserService({
        queries: createUserQueries(db),
        accounts: createAccountsQueries(db),
        audit,
        clock,
        afterAccessRevoked: deps.afterAccessRevoked,
        providerOf: providerNamer(config),
      }),
    });
    await admin.register(noticeRoutes, {
      notices: createNoticeService({ queries: createNoticeQueries(db), community, audit }),
    });
    await admin.register(requestRoutes, { requests: createRequestService({ community, audit }) });
    await admin.register(messageRoutes, {
      messages: createMessageService({ queries: createMessageQueries(db), clock }),
    });
    const tasks = createCatalogueTasks({
      db,
      imdb: createImdbQueries(db),
      disks: config.disks,
      dataDir: config.dataDir,
      posters: deps.posters,
      tmdb: config.tmdb,
      clock,
      jobs,
      audit,
      notifier: deps.notifier,
    });
    const refresh =
      config.imdbRefresh &&
      createImdbRefresh({
        refresh: config.imdbRefresh,
        clock,
        meta: createMetaQueries(db),
        tasks,
        log: app.log,
        setTimer: deps.refreshTimer,
      });
    if (refresh) {
      // On ready, not now: main.ts builds the app before it migrates the database. Stopped
      // before the jobs are (onClose), so that no run starts one as they stop.
      admin.addHook('onReady', async () => refresh.start());
      admin.addHook('preClose', async () => refresh.stop());
    }
    await admin.register(jobRoutes, { tasks, jobs, refresh });
    await admin.register(overviewRoutes, {
      overview: createOverviewService({
        queries: createOverviewQueries(db),
        disks: config.disks,
        jobs: () => jobsNow(jobs, refresh || null),
      }),
    });
  });
}
