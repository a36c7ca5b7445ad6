import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The second engine's run (`npm run test:e2e` runs it after the main one): the film nights'
 * screens, the sign-in prompts and /avisos against one server on a throwaway PostgreSQL cluster.
 * One worker, one server: a few specs, where a second server would cost more than it saves.
 */
export default defineConfig({
  ...base,
  globalSetup: './global-setup-postgres.ts',
  workers: 1,
  testMatch: ['sessions.spec.ts', 'session-routes.spec.ts', 'notify.spec.ts'],
});
