import {
  claimDemoDatabase,
  ensureDemoAccounts,
  leaveDemoDatabase,
} from '../accounts/demo-queries.js';
import { genreRows } from '../catalogue/genres.js';
import { createPosterStore } from '../catalogue/poster-store.js';
import { createGenreQueries } from '../catalogue/queries.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import type { SizeRange } from '../import/demo/demo-files.js';
import { type SeedReport, seedDemoCatalogue } from '../import/demo/seed.js';
import { seedDemoSidecars } from '../import/demo/sidecars.js';

export interface PrepareReport {
  migrations: string[];
  seed: SeedReport | null;
  /** Users of a demo database removed as a real sign-in (Google, OpenID Connect) took it over. */
  demoUsersRemoved: number;
}

/**
 * Brings a database to a usable state: pending migrations, the genre table, and in demo mode
 * the demo accounts and (on an empty catalogue) the demo catalogue. Demo mode is refused (a
 * ConfigError) on a real site's database; a real sign-in on a demo database first clears its
 * users.
 */
export async function prepareDatabase(
  db: Db,
  config: Config,
  options: { now: number; demoFileSizes?: SizeRange },
): Promise<PrepareReport> {
  const migrations = await migrateToLatest(db);
  await createGenreQueries(db).syncGenres(genreRows);
  if (!config.demo) {
    const real = config.googleClientId || config.oidc;
    const demoUsersRemoved = real ? await leaveDemoDatabase(db, options.now) : 0;
    return { migrations, seed: null, demoUsersRemoved };
  }
  await claimDemoDatabase(db, options.now);
  await ensureDemoAccounts(db, options.now);
  const disks = config.disks.filter((disk) => disk.root.startsWith(config.dataDir));
  const seed = await seedDemoCatalogue(db, {
    disks,
    fileSizes: options.demoFileSizes ?? config.demoFileSizes,
    now: options.now,
  });
  if (seed) {
    const posters = createPosterStore(config.dataDir, { maxBytes: config.imageStoreMaxBytes });
    await seedDemoSidecars(db, disks, posters, options.now);
  }
  return { migrations, seed, demoUsersRemoved: 0 };
}
