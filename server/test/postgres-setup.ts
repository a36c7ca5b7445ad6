import type { TestProject } from 'vitest/node';
import { startCluster } from './postgres-cluster.js';

/**
 * Global setup of the `server-postgres` project: one throwaway cluster for all its test files
 * (each file makes its own database in it, see `databaseEnv` in `helpers.ts`).
 */
export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  project.provide('postgresUrl', cluster.url());
  return () => cluster.remove();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's `postgres` database, in the `server-postgres` project only. */
    postgresUrl: string;
  }
}
