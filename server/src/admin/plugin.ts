import type { FastifyInstance } from 'fastify';
import { createAccountsQueries } from '../accounts/queries.js';
import type { PosterStore } from '../catalogue/poster-store.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { Clock } from '../clock.js';
import type { CommunityService } from '../community/service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import { createCatalogueJobs } from './catalogue-jobs.js';
import { createCatalogueTasks } from './catalogue-tasks.js';
import { createAdminQueries } from './queries.js';
import { adminRoutes } from './routes.js';
import { createAdminService } from './service.js';

/** The admin area: its service, the catalogue jobs and the /admin routes. */
export async function registerAdmin(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Config;
    clock: Clock;
    community: CommunityService;
    catalogue: CatalogueService;
    posters: PosterStore;
  },
) {
  const { db, config, clock } = deps;
  const queries = createAdminQueries(db);
  const admin = createAdminService({
    db,
    queries,
    accounts: createAccountsQueries(db),
    community: deps.community,
    catalogue: deps.catalogue,
    posters: deps.posters,
    disks: config.disks,
    clock,
  });
  const jobs = createCatalogueJobs({ clock, log: app.log });
  const tasks = createCatalogueTasks({ db, disks: config.disks, clock, jobs, queries });
  await app.register(adminRoutes, { admin, community: deps.community, tasks, jobs });
}
