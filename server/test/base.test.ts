import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openSqlite } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup/prepare.js';
import { startTestServer, TEST_NOW, tempDir } from './helpers.js';

describe('server base', () => {
  it('answers health over real HTTP', async () => {
    const { app } = await startTestServer({ DEMO: '0' });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', version: 'dev' });
  });

  it('answers unknown API paths and bad params with the one error shape', async () => {
    const { app } = await startTestServer({ DEMO: '0' });
    const missing = await app.inject('/api/no-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No existe' });

    const bad = await app.inject('/api/lista/fecha/quizas/false/4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(bad.json().message).toMatch(/^Petición no válida/);
    // The detail is zod's, in its Spanish locale: no English inside a Spanish message.
    expect(bad.json().message).toMatch(/\(.*(inválid|se esperaba).*\)$/);
    expect(bad.json().message).not.toMatch(/Invalid|expected|received/);

    const badPoster = await app.inject('/api/peli/poster/-3');
    expect(badPoster.statusCode).toBe(400);
  });

  it('serves the web app with an index.html fallback and cached hashed assets', async () => {
    const webDir = tempDir();
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="es"></html>');
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const { app } = await startTestServer({ DEMO: '0', WEB_DIR: webDir });

    const deep = await app.inject('/peli/12/el-padrino');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.headers['cache-control']).toBe('private, no-cache');
    expect(deep.body).toContain('lang="es"');

    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBeUndefined();

    // The build's compressed copies go to clients that accept them, with the same caching.
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js.br'), 'brotli bytes');
    const compressed = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.body).toBe('brotli bytes');

    for (const url of ['/api/otra-cosa', '/admin/otra-cosa']) {
      const api = await app.inject(url);
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('migrates a new database and prepares it again without change', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, DEMO: '0' });
    const db = openSqlite(config.databaseFile);
    const first = await prepareDatabase(db, config, { now: TEST_NOW });
    // The names every shipped database recorded in kysely_migration, in order: the portable
    // migrations and SQLite's own (db/sqlite/migrations) interleave as they shipped.
    expect(first.migrations).toEqual([
      '0001-initial',
      '0002-accounts',
      '0003-search',
      '0004-list-indexes',
      '0005-community',
      '0006-downloads',
      '0007-admin',
      '0008-search-split',
      '0009-search-order',
      '0010-credit-names',
      '0011-google-sub',
      '0013-copy-claim',
      '0014-catalogue-job',
      '0017-identities',
      '0018-film-sources',
      '0020-club-privacy',
      '0023-history-import',
      '0024-club-scores',
      '0025-club-feed',
      '0026-year-review',
      '0027-notifications',
      '0028-push',
      '0029-film-nights',
      '0031-import-pending',
      '0032-weekly-letter',
      '0033-search-letters',
      '0034-typed-titles',
    ]);
    const second = await prepareDatabase(db, config, { now: TEST_NOW });
    expect(second.migrations).toEqual([]);
    const genres = await db.selectFrom('genre').selectAll().execute();
    expect(genres.length).toBeGreaterThan(20);
    const app = await buildApp({ db, config, clock: () => TEST_NOW, logger: false });
    expect((await app.inject('/api/info/generos')).json()).toMatchObject({ DR: 'Drama' });
    await app.close();
    await db.destroy();
  });
});
