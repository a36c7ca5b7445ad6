import { pathOf, routes } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import {
  filesOn,
  initId,
  parseEvents,
  sessions,
  startDownloadsServer,
} from './downloads-helpers.js';

/** The headers a download manager reads to size and resume a file. */
const SIZING = [
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'content-type',
  'content-disposition',
];

describe('HEAD /api/dwnl/arch/{id}', async () => {
  const server = await startDownloadsServer();
  const socio = await sessions(server).socio();
  const [file] = await filesOn(server, 'disco1');
  if (!file) throw new Error('no demo files');
  const id = await initId(server, file.id, socio);
  const monitor = await server.app.inject({
    url: pathOf(routes.downloadMonitor, { id }),
    headers: { cookie: socio },
  });
  expect(parseEvents(monitor.body).at(-1)).toEqual({ event: 'porcj', data: '100' });

  const ask = (method: 'GET' | 'HEAD', headers: Record<string, string> = {}) =>
    server.app.inject({
      method,
      url: pathOf(routes.downloadFile, { id }),
      headers: { cookie: socio, ...headers },
    });
  const sizing = (headers: Record<string, unknown>) =>
    Object.fromEntries(SIZING.map((name) => [name, headers[name]]));

  it('answers the headers of GET, with the whole length, and no body', async () => {
    const [get, head] = [await ask('GET'), await ask('HEAD')];
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(file.size));
    expect(sizing(head.headers)).toEqual(sizing(get.headers));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a Range HEAD with the 206 headers', async () => {
    const range = { range: 'bytes=10-99' };
    const [get, head] = [await ask('GET', range), await ask('HEAD', range)];
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 10-99/${file.size}`);
    expect(head.headers['content-length']).toBe('90');
    expect(sizing(head.headers)).toEqual(sizing(get.headers));
    expect(head.rawPayload.length).toBe(0);
  });

  it('checks who asks, as GET does', async () => {
    const admin = await sessions(server).admin();
    expect((await ask('HEAD', { cookie: admin })).statusCode).toBe(403);
  });
});
