import net from 'node:net';
import { Readable } from 'node:stream';
import { routes } from '@cineclub/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openSqlite } from '../src/db/connection.js';
import { prepareDatabase } from '../src/startup/prepare.js';
import { TEST_NOW, tempDir } from './helpers.js';

/** An app over a fresh database with the production logger, its lines caught in `lines`. */
async function startLoggedApp(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: tempDir(), DEMO: '0', LOG_LEVEL: 'info', ...env });
  const db = openSqlite(config.databaseFile);
  await prepareDatabase(db, config, { now: TEST_NOW });
  const lines: string[] = [];
  const app = await buildApp({
    db,
    config,
    clock: () => TEST_NOW,
    logOutput: { write: (line: string) => lines.push(line) },
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, lines };
}

describe('the log', () => {
  const secret = 'AbCdEfGhIjKlMnOpQrStUv_-';
  const token = `12.${secret}`;

  it('never holds a share token, in request lines, errors or web error reports', async () => {
    const { app, lines } = await startLoggedApp();
    const requests = [
      { method: 'GET', url: `/peli/12/Pelicula.mkv/${token}` },
      { method: 'GET', url: `/api/dwnl/arch/12?auth=${token}` },
      { method: 'POST', url: `/api/dwnl/init/12?auth=${token}` },
      { method: 'GET', url: `/api/dwnl/monit/5?auth=${token}` },
      { method: 'PUT', url: `/api/dwnl/com/5/p?auth=${token}` },
      { method: 'DELETE', url: `/api/no-existe?auth=${token}` },
    ] as const;
    for (const request of requests) await app.inject(request);
    const report = await app.inject({
      method: 'POST',
      url: routes.errorReport,
      payload: { message: 'falló', url: `https://cine.example.org/peli/12/x/${token}` },
    });
    expect(report.statusCode).toBe(204);

    const log = lines.join('');
    expect(log).toContain('/peli/12/Pelicula.mkv/[oculto]');
    expect(log).toContain('/api/dwnl/arch/12?auth=[oculto]');
    expect(log).toContain('"webError"');
    expect(log).not.toContain(secret);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('never holds one written in escapes, in odd case or slashes, or inside an error report', async () => {
    const { app, lines } = await startLoggedApp();
    // The real shape: file id, dot, HMAC-SHA256 in base64url.
    const mac = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycA_';
    const real = `12.${mac}`;
    for (const url of [
      `/api/dwnl/arch/12?au%74h=${real}`,
      `/api/dwnl/arch/12?x=1&%61uth=${real}`,
      `/PELI/12/x/${real}`,
      `/peli/12//${real}`,
    ]) {
      await app.inject({ method: 'DELETE', url });
    }
    await app.inject({
      method: 'POST',
      url: routes.errorReport,
      payload: { message: `No se pudo con ${real}`, stack: `Error: ${real}\n    at f (a.js:1:1)` },
    });
    expect(lines.join('')).toContain('"webError"');
    expect(lines.join('')).not.toContain(mac);
  });
});

describe('ids in paths', () => {
  it('are plain decimal integers, or a 400', async () => {
    const { app } = await startLoggedApp({ LOG_LEVEL: 'silent' });
    expect((await app.inject('/api/info/ficha/1/true')).statusCode).toBe(404);
    for (const id of ['0x1', '1e0', '%201', '01', '-1', '1.0', '0']) {
      for (const url of [`/api/info/ficha/${id}/true`, `/api/peli/poster/${id}`]) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message).toMatch(/^Petición no válida/);
      }
    }
  });
});

/** Opens a raw connection to the app and writes `head`; resolves with all it answers. */
function rawExchange(port: number, head: string): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    setTimeout(() => socket.destroy(), 8_000);
  });
}

describe('REQUEST_TIMEOUT_SECONDS', () => {
  it('ends a request whose body never finishes with a 408, but not a slow answer', async () => {
    const { app } = await startLoggedApp({ LOG_LEVEL: 'silent', REQUEST_TIMEOUT_SECONDS: '1' });
    // An answer that takes 2.5 s to send, as a download or an event stream does.
    app.get('/prueba/lenta', async (_request, reply) => {
      const chunks = ['a', 'b', 'c', 'd', 'e'];
      const body = new Readable({ read() {} });
      const timer = setInterval(() => body.push(chunks.shift() ?? null), 500);
      body.on('end', () => clearInterval(timer));
      return reply.type('text/plain').send(body);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;

    const stalled = await rawExchange(
      port,
      `POST ${routes.errorReport} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mess',
    );
    expect(stalled.text).toMatch(/^HTTP\/1\.1 408/);
    const body = JSON.parse(stalled.text.slice(stalled.text.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      statusCode: 408,
      error: 'Request Timeout',
      message: 'La petición tardó demasiado en llegar',
    });
    expect(stalled.ms).toBeLessThan(4_000);

    const slow = await rawExchange(
      port,
      'GET /prueba/lenta HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(slow.text).toMatch(/^HTTP\/1\.1 200/);
    expect(slow.text).toMatch(/a.*b.*c.*d.*e/s);
    expect(slow.ms).toBeGreaterThan(2_000);
  });
});
