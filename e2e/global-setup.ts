import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startServer } from './server-process';

/**
 * One server per worker for the whole run, each on a temp DATA_DIR with the demo catalogue: the
 * specs of a worker run one after the other against its server, as they all did against one
 * server when there was one worker, and never meet another worker's writes. Their URLs and
 * folders reach the workers through the environment (fixtures.ts picks the worker's own); the
 * returned function stops them.
 */
export default async function globalSetup(config: FullConfig) {
  // Every test signs in from 127.0.0.1; the per-address sign-in limit is for people, not suites.
  // Cards carry the newest 3 comments of others, so a few comments show the paging.
  // The daily IMDb refresh is set (the admin screen shows it) at a time the run never reaches.
  const later = new Date(Date.now() + 12 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  const servers = await Promise.all(
    Array.from({ length: config.workers }, () =>
      startServer({
        LOGIN_RATE_LIMIT: '10000',
        CARD_COMMENTS: '3',
        IMDB_REFRESH_DIR: path.join(os.tmpdir(), 'cineclub-e2e-imdb'),
        IMDB_REFRESH_AT: `${two(later.getHours())}:${two(later.getMinutes())}`,
      }),
    ),
  );
  process.env.E2E_SERVERS = JSON.stringify(servers.map(({ url, dataDir }) => ({ url, dataDir })));
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
