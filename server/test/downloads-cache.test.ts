import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { describe, expect, it, vi } from 'vitest';
import { scanDisks } from '../src/import/scan.js';
import { demoSession } from './accounts-helpers.js';
import { type DiskFile, filesOn, initId, parseEvents } from './downloads-helpers.js';
import { startTestServer, type TestServer } from './helpers.js';

async function stage(server: TestServer, file: DiskFile, cookie: string): Promise<number> {
  const id = await initId(server, file.id, cookie);
  const monitor = await server.app.inject({
    url: pathOf(routes.downloadMonitor, { id }),
    headers: { cookie },
  });
  expect(parseEvents(monitor.body).at(-1)).toEqual({ event: 'porcj', data: '100' });
  return id;
}

describe('cached copies of files the disk scan removed', () => {
  it('go before the next copy, unless a transfer of them is running', async () => {
    // The engine's own chunk sizes: a file of 32 MB copies in a few chunks.
    const server = await startTestServer();
    const socio = await demoSession(server.app, 'socio@demo.local');
    const [served, removed, next, last] = await filesOn(server, 'disco1');
    if (!served || !removed || !next || !last) throw new Error('no demo files');
    const cached = (file: DiskFile) =>
      fs.existsSync(path.join(server.config.cacheDir, String(file.id)));

    // Big enough that a transfer nobody reads stays open.
    fs.appendFileSync(served.fullPath, Buffer.alloc(32 * 1024 * 1024));
    const servedJob = await stage(server, served, socio);
    await stage(server, removed, socio);
    const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const request = http.get(`${base}${pathOf(routes.downloadFile, { id: servedJob })}`, {
      headers: { cookie: socio },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      request.once('response', resolve),
    );
    expect(response.statusCode).toBe(200);
    response.pause();

    fs.rmSync(served.fullPath);
    fs.rmSync(removed.fullPath);
    const summary = await scanDisks(server.db, {
      disks: server.config.disks,
      dataDir: server.config.dataDir,
    });
    expect(summary.files.removed).toBe(2);
    expect(cached(removed)).toBe(true);

    await stage(server, next, socio);
    expect(cached(removed)).toBe(false);
    expect(cached(served)).toBe(true);
    expect(cached(next)).toBe(true);

    // Once its transfer ends, the next copy takes it too.
    const closed = new Promise((resolve) => response.once('close', resolve));
    request.destroy();
    await closed;
    await vi.waitFor(async () => {
      const open = await new Promise<number>((resolve, reject) =>
        server.app.server.getConnections((error, count) =>
          error ? reject(error) : resolve(count),
        ),
      );
      expect(open).toBe(0);
    });
    await stage(server, last, socio);
    expect(cached(served)).toBe(false);
    expect(cached(next)).toBe(true);
  });
});
