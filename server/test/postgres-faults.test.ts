import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { engineOf } from '../src/db/connection.js';
import { postgresEngine } from '../src/db/postgres/engine.js';
import { startTestServer } from './helpers.js';
import { startCluster } from './postgres-cluster.js';

/**
 * A lost connection to PostgreSQL: requests answer 503 in the error shape while the server is
 * down, and work again once it is back, with no restart of the app. On a cluster of its own, so
 * that stopping it leaves the other test files' cluster alone.
 */
describe('PostgreSQL going away and coming back', async () => {
  const cluster = await startCluster();
  afterAll(() => cluster.remove());
  const { app, db } = await startTestServer({ DATABASE_URL: cluster.url() });
  // Each search asks a page of its own size: a page asked again may come from the recent
  // search pages the service keeps, without the database.
  let searches = 0;
  const search = () =>
    app.inject(`/api/lista/busq/false/false/0/1111111/all/casa?n=${100 - searches++}`);

  it('runs on PostgreSQL', () => {
    expect(engineOf(db)).toBe(postgresEngine);
  });

  it('answers 503 while the database is down and recovers by itself', async () => {
    expect((await search()).statusCode).toBe(200);
    cluster.pause();
    try {
      for (const response of [await search(), await app.inject('/api/info/ficha/1/true')]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'La base de datos no responde; prueba de nuevo en unos segundos',
        });
      }
    } finally {
      cluster.resume();
    }
    const again = await search();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().total).toBeGreaterThan(0);
  });

  it('runs a statement again on a new connection when a restart had ended the idle one', async () => {
    // Four connections in the pool, then a restart while they sit idle: pause and resume block
    // the event loop, so the server's notice that it ended them is still unread.
    await Promise.all([1, 2, 3, 4].map(() => sql`SELECT pg_sleep(0.05)`.execute(db)));
    cluster.pause();
    cluster.resume();
    const answers = await Promise.all([1, 2, 3, 4].map(() => search()));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
