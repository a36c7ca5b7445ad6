import { defineConfig } from 'vitest/config';
import { postgresBinDir } from './server/test/postgres-cluster.js';

/**
 * The server tests that run a second time on PostgreSQL, when its binaries are on the machine
 * (`.ci/run` installs them): search, the catalogue, community, accounts, downloads and the
 * admin's edits and uploads over HTTP, the catalogue tools and the daily IMDb refresh, bad
 * input over every route, and
 * PostgreSQL's own (faults, change token, moving a site, several app servers on one database).
 */
const postgresTests = [
  'server/test/catalogue-search.test.ts',
  'server/test/search-typos.test.ts',
  'server/test/search-spanish.test.ts',
  'server/test/search-letters.test.ts',
  'server/test/catalogue.test.ts',
  'server/test/news.test.ts',
  'server/test/community.test.ts',
  'server/test/club-feed.test.ts',
  'server/test/film-night-feed.test.ts',
  'server/test/history-import.test.ts',
  'server/test/review.test.ts',
  'server/test/club.test.ts',
  'server/test/accounts.test.ts',
  'server/test/downloads.test.ts',
  'server/test/admin.test.ts',
  'server/test/admin-posters.test.ts',
  'server/test/import-imdb.test.ts',
  'server/test/import-list.test.ts',
  'server/test/scan.test.ts',
  'server/test/metadata-sources.test.ts',
  'server/test/scan-sidecars.test.ts',
  'server/test/imdb-refresh.test.ts',
  'server/test/bad-input.test.ts',
  'server/test/members.test.ts',
  'server/test/sessions.test.ts',
  'server/test/postgres-*.test.ts',
];

/**
 * Files that mock a module (`vi.mock`): they run in a test process of their own, since a mock
 * made where modules are shared would leak into the other files, or miss a module already loaded.
 */
const mockingTests = ['web/src/catalogue/curated-lists.test.ts'];

/**
 * How the tests run (docs/architecture.md, "Tests"): two test processes at once (Vitest's
 * default on 2 cores is one, which left a core idle while a test waits for a timer, a child
 * process or the database); the unit tests of pure modules share one process per project
 * (`isolate: false`) instead of importing their modules again in a new one per file. The
 * server's HTTP tests keep a process per file.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server-unit',
          include: ['server/src/**/*.test.ts'],
          isolate: false,
          setupFiles: ['server/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          exclude: ['server/test/postgres-*.test.ts'],
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 30_000,
          // Test files seed a database each; on two busy cores a setup can take a while.
          hookTimeout: 60_000,
        },
      },
      ...(postgresBinDir()
        ? [
            {
              test: {
                name: 'server-postgres',
                include: postgresTests,
                globalSetup: ['server/test/postgres-setup.ts'],
                setupFiles: ['server/test/setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          exclude: mockingTests,
          isolate: false,
        },
      },
      { test: { name: 'mocking', include: mockingTests } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], isolate: false } },
    ],
  },
});
