import { startServer } from './server-process';

/**
 * One server for the whole run, on a temp DATA_DIR with the demo catalogue. Its URL reaches the
 * workers through the environment; the returned function stops it.
 */
export default async function globalSetup() {
  // Every test signs in from 127.0.0.1; the per-address sign-in limit is for people, not suites.
  // Cards carry the newest 3 comments of others, so a few comments show the paging.
  const server = await startServer({ LOGIN_RATE_LIMIT: '10000', CARD_COMMENTS: '3' });
  process.env.E2E_BASE_URL = server.url;
  // Specs that run the catalogue tools against the same data (as the owner would) need it.
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
