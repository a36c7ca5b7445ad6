import net from 'node:net';
import { routes } from '@cineclub/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './helpers.js';

/**
 * Raw connections to the app from a loopback address of their own (127.0.0.2, …: the server
 * sees each as another client), tracked until the server closes them.
 */
const sockets: net.Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

interface Tracked {
  socket: net.Socket;
  closed: boolean;
}

async function connect(port: number, from: string, count: number): Promise<Tracked[]> {
  const opened = Array.from({ length: count }, () => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(socket);
    const tracked = { socket, closed: false };
    socket.on('error', () => {});
    socket.on('close', () => {
      tracked.closed = true;
    });
    return new Promise<Tracked>((resolve) => {
      socket.once('connect', () => resolve(tracked));
      socket.once('close', () => resolve(tracked));
    });
  });
  return Promise.all(opened);
}

const stillOpen = (connections: Tracked[]) => connections.filter((c) => !c.closed).length;

async function listening(env: Record<string, string>) {
  const { app } = await startTestServer({ DEMO: '0', ...env });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as net.AddressInfo).port };
}

/** GET /api/health over a connection of its own from `from`. */
async function health(port: number, from = '127.0.0.1') {
  const [tracked] = await connect(port, from, 1);
  const socket = tracked?.socket;
  if (!socket || tracked.closed) return 'closed';
  return new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('"status":"ok"')) resolve(text.slice(0, 15));
    });
    socket.on('close', () => resolve(text.slice(0, 15) || 'closed'));
    socket.write(`GET ${routes.health} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

describe('open connections', () => {
  it('are bounded per address: a flood from one leaves health answering', async () => {
    const { port } = await listening({ CONNECTIONS_PER_ADDRESS: '5', MAX_CONNECTIONS: '50' });
    const flood = await connect(port, '127.0.0.2', 30);
    await vi.waitFor(() => expect(stillOpen(flood)).toBe(5));
    expect(await health(port)).toBe('HTTP/1.1 200 OK');
    // The flooding address is refused until one of its connections closes.
    expect(await health(port, '127.0.0.2')).toBe('closed');
    flood.find((c) => !c.closed)?.socket.destroy();
    await vi.waitFor(async () => expect(await health(port, '127.0.0.2')).toBe('HTTP/1.1 200 OK'));
  });

  it('are bounded in the whole server', async () => {
    const { app, port } = await listening({ CONNECTIONS_PER_ADDRESS: '5', MAX_CONNECTIONS: '12' });
    const all: Tracked[] = [];
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5']) {
      all.push(...(await connect(port, from, 4)));
    }
    await vi.waitFor(() => expect(stillOpen(all)).toBe(12));
    const open = await new Promise<number>((resolve) =>
      app.server.getConnections((_error, count) => resolve(count)),
    );
    expect(open).toBe(12);
  });

  it("are not counted per address for the trusted proxy's addresses", async () => {
    const { port } = await listening({
      CONNECTIONS_PER_ADDRESS: '3',
      TRUST_PROXY: '127.0.0.2',
    });
    const proxy = await connect(port, '127.0.0.2', 8);
    const other = await connect(port, '127.0.0.3', 8);
    await vi.waitFor(() => expect(stillOpen(other)).toBe(3));
    expect(stillOpen(proxy)).toBe(8);
  });

  it('close when kept alive with no request for KEEPALIVE_TIMEOUT_S', async () => {
    const { port } = await listening({ KEEPALIVE_TIMEOUT_S: '1' });
    const [tracked] = await connect(port, '127.0.0.2', 1);
    if (!tracked) throw new Error('no connection');
    tracked.socket.write(`GET ${routes.health} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    tracked.socket.resume();
    // Fastify's own default would keep it 72 s.
    await vi.waitFor(() => expect(tracked.closed).toBe(true), { timeout: 10_000 });
  });
});
