import { startServer } from './server-process';

/**
 * One server for the whole run, on a temp DATA_DIR with the demo catalogue. Its URL reaches the
 * workers through the environment; the returned function stops it.
 */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}
