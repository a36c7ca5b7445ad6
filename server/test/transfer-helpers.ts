import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { pathOf, routes } from '@cineclub/contract';
import { expect } from 'vitest';
import { type DiskFile, type DownloadsServer, init, parseEvents } from './downloads-helpers.js';
import { afterScope } from './helpers.js';

/** A staged file far larger than what the sockets' buffers hold, so a paused client stalls it. */
export const BIG_BYTES = 64 * 1024 * 1024;

/**
 * Stages a file for a job of `cookie`'s user (or of a share link, `auth`), then makes its
 * staged copy `bytes` long (sparse: no disk space; its cache row says so too), and answers
 * the job id.
 */
export async function bigStagedJob(
  server: DownloadsServer,
  file: DiskFile,
  who: { cookie?: string; auth?: string },
  bytes = BIG_BYTES,
) {
  const id = (await init(server, file.id, who.cookie, who.auth)).json() as number;
  const monitor = await server.app.inject({
    url: pathOf(routes.downloadMonitor, { id }) + (who.auth ? `?auth=${who.auth}` : ''),
    headers: who.cookie ? { cookie: who.cookie } : {},
  });
  expect(parseEvents(monitor.body).at(-1)?.data).toBe('100');
  fs.truncateSync(path.join(server.config.cacheDir, String(file.id)), bytes);
  await server.db
    .updateTable('download_cache')
    .set({ size: bytes, copied: bytes })
    .where('file_id', '=', file.id)
    .execute();
  return id;
}

export interface Transfer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  response: http.IncomingMessage;
}

/**
 * Asks `port` (the app's, or nginx's) for a job's file over real HTTP from a loopback address
 * of its own (`from`), and holds a 200 paused, reading nothing: the transfer stays open until
 * the test lets go (or the file ends).
 */
export function transfer(
  port: number,
  id: number,
  who: { cookie?: string; auth?: string; from?: string; method?: string },
): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: who.method ?? 'GET',
      path: pathOf(routes.downloadFile, { id }) + (who.auth ? `?auth=${who.auth}` : ''),
      headers: who.cookie ? { cookie: who.cookie } : {},
      localAddress: who.from ?? '127.0.0.1',
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const answer = { status: response.statusCode ?? 0, headers: response.headers, response };
      if (answer.status === 200 && who.method !== 'HEAD') {
        response.pause();
        response.on('error', () => {});
        afterScope(() => response.destroy());
        resolve({ ...answer, body: '' });
        return;
      }
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ ...answer, body }));
    });
    request.end();
  });
}

/** Lets a held transfer go on; answers how many bytes it brought, and whether it ended whole. */
export function readToEnd(
  response: http.IncomingMessage,
): Promise<{ bytes: number; whole: boolean }> {
  return new Promise((resolve) => {
    let bytes = 0;
    response.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    response.on('end', () => resolve({ bytes, whole: response.complete }));
    response.on('close', () => resolve({ bytes, whole: response.complete }));
    response.resume();
  });
}

/** The connections the app holds open now. */
export function openConnections(server: DownloadsServer): Promise<number> {
  return new Promise((resolve) =>
    server.app.server.getConnections((_error, count) => resolve(count)),
  );
}

/** Listens on a free port of 127.0.0.1; answers the port. */
export async function listen(server: DownloadsServer): Promise<number> {
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  return (server.app.server.address() as net.AddressInfo).port;
}
