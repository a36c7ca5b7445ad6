import { test as base } from '@playwright/test';

/**
 * The server of this worker (global-setup.ts starts one per worker): its URL, and its DATA_DIR
 * for specs that run the catalogue tools against the same data (as the owner would).
 */
export function workerServer(): { url: string; dataDir: string } {
  const servers: { url: string; dataDir: string }[] = JSON.parse(process.env.E2E_SERVERS ?? '[]');
  const server = servers[base.info().parallelIndex];
  if (!server) throw new Error('E2E_SERVERS is not set: global setup did not start the servers');
  return server;
}

/** Tests use the URL of their worker's server. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(workerServer().url);
  },
});

export { expect } from '@playwright/test';
