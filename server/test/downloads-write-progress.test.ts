import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createTransfers } from '../src/downloads/transfers.js';

/**
 * `arch` hands the socket 1 MiB writes, which a slow client takes long to accept whole: the
 * stall check must see the bytes of one write leave as the client reads (libuv's
 * `writeQueueSize`), not only once the write is done. Real sockets, so real time (about 6 s).
 */
let server: http.Server | undefined;
afterEach(() => server?.close());

it('sees a slow client take one big write bit by bit, and cuts it once it stops', async () => {
  const transfers = createTransfers({
    stallMs: 1_500,
    recheckMs: 60_000,
    allowed: async (ids) => new Set(ids),
    onError: () => {},
  });
  const body = Buffer.alloc(64 * 1024 * 1024);
  let cut = false;
  server = http.createServer((_request, response) => {
    expect(transfers.open([{ key: 'all', max: 1 }], response, 1)).toBe(true);
    response.socket?.once('close', () => {
      cut = !response.writableFinished;
    });
    response.writeHead(200, { 'content-length': body.length });
    response.write(body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const response = await new Promise<http.IncomingMessage>((resolve) =>
    http.get({ port, host: '127.0.0.1', agent: false }, resolve).on('error', () => {}),
  );
  response.on('error', () => {});
  let received = 0;
  let reading = true;
  // About 10 MB/s at most: the one 64 MiB write takes several seconds to leave whole, and the
  // kernel's buffers on both sides (several MB) let its queue move only every few hundred ms.
  response.on('data', (chunk: Buffer) => {
    received += chunk.length;
    response.pause();
    setTimeout(() => reading && response.resume(), 5);
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(cut).toBe(false);
  expect(received).toBeGreaterThan(0);
  expect(received).toBeLessThan(body.length);

  reading = false;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(cut).toBe(true);
  expect(transfers.size()).toBe(0);
});
