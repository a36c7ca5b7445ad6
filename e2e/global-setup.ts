import os from 'node:os';
import path from 'node:path';
import { startServer } from './server-process';

/**
 * One server for the whole run, on a temp DATA_DIR with the demo catalogue. Its URL reaches the
 * workers through the environment; the returned function stops it.
 */
export default async function globalSetup() {
  // Every test signs in from 127.0.0.1; the per-address sign-in limit is for people, not suites.
  // Cards carry the newest 3 comments of others, so a few comments show the paging.
  // The daily IMDb refresh is set (the admin screen shows it) at a time the run never reaches.
  const later = new Date(Date.now() + 12 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  const server = await startServer({
    LOGIN_RATE_LIMIT: '10000',
    CARD_COMMENTS: '3',
    IMDB_REFRESH_DIR: path.join(os.tmpdir(), 'cineclub-e2e-imdb'),
    IMDB_REFRESH_AT: `${two(later.getHours())}:${two(later.getMinutes())}`,
  });
  process.env.E2E_BASE_URL = server.url;
  // Specs that run the catalogue tools against the same data (as the owner would) need it.
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
