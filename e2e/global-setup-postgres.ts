import { type Cluster, startCluster } from '../server/test/postgres-cluster';
import { startServer } from './server-process';

/**
 * The film nights' and notices' screens on PostgreSQL (issue 48: e2e on both engines): a
 * throwaway cluster (initdb in a temp folder, a free port of 127.0.0.1, as the server tests'
 * `postgres-cluster.ts`), one server on it with the demo catalogue, both stopped after.
 */
export default async function globalSetup() {
  let cluster: Cluster | null = await startCluster();
  try {
    const server = await startServer({
      DATABASE_URL: cluster.url(),
      LOGIN_RATE_LIMIT: '10000',
      CARD_COMMENTS: '3',
    });
    process.env.E2E_SERVERS = JSON.stringify([{ url: server.url, dataDir: server.dataDir }]);
    const running = cluster;
    cluster = null;
    return async () => {
      await server.stop();
      running.remove();
    };
  } finally {
    cluster?.remove();
  }
}
