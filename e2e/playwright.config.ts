import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  // One server per worker (global-setup.ts): two workers keep both cores busy while a test
  // waits for a page, a timer or the server.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'es-ES',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
    // Once the site's worker controls a page, its requests can pass it by page.route, which many
    // specs use to hold or fail a call; the specs of the worker itself allow it.
    serviceWorkers: 'block',
  },
});
