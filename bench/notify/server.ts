/**
 * The server under test, run as a child process of `run.ts` so that the SMTP sink and the
 * client do not share its event loop: the real app (`buildApp`, demo mode) over the database the
 * parent seeded, mailing through the parent's sink. It samples its own memory every 50 ms (the
 * peaks since the last `memory` message). It also sends the floor: the same messages, straight
 * through nodemailer with the app's pool, to the same sink.
 */
import nodemailer from 'nodemailer';
import { buildApp } from '../../server/src/app.js';
import { systemClock } from '../../server/src/clock.js';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/connection.js';

export interface Memory {
  rss: number;
  heapUsed: number;
  peakRss: number;
  peakHeap: number;
}
export type ToServer =
  | { type: 'memory'; gc: boolean }
  | { type: 'floor'; smtpUrl: string; from: string; messages: { to: string[]; raw: string }[] }
  | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; port: number }
  | ({ type: 'memory' } & Memory)
  | { type: 'floor-sent'; ms: number };

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir || !process.send) throw new Error('run me through run.ts');
const send = (message: FromServer) => process.send?.(message);
const settings = JSON.parse(process.env.BENCH_SETTINGS ?? '{}') as Record<string, string>;

const config = loadConfig({
  DATA_DIR: dataDir,
  DEMO: '1',
  LOG_LEVEL: 'silent',
  ...settings,
});
const db = openDatabase(config);
const app = await buildApp({ db, config, clock: systemClock, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
  return { rss, heapUsed };
};
setInterval(sample, 50).unref();
send({ type: 'ready', port: Number(new URL(address).port) });

/** The floor: the messages' own bytes through nodemailer's pool of the app's size (email.ts). */
async function floor(smtpUrl: string, messages: { to: string[]; raw: string }[], from: string) {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', '4');
  const transport = nodemailer.createTransport(url.toString());
  transport.setMaxListeners(0);
  const started = performance.now();
  await Promise.all(
    messages.map((message) =>
      transport.sendMail({ envelope: { from, to: message.to }, raw: message.raw }),
    ),
  );
  const ms = performance.now() - started;
  transport.close();
  return ms;
}

process.on('message', async (message: ToServer) => {
  if (message.type === 'memory') {
    // Live memory, not garbage waiting for a collection (run with --expose-gc), when asked.
    if (message.gc) (globalThis as { gc?: () => void }).gc?.();
    const now = sample();
    send({ type: 'memory', ...now, peakRss, peakHeap });
    peakRss = now.rss;
    peakHeap = now.heapUsed;
  }
  if (message.type === 'floor') {
    send({ type: 'floor-sent', ms: await floor(message.smtpUrl, message.messages, message.from) });
  }
  if (message.type === 'stop') {
    await app.close();
    await db.destroy();
    process.exit(0);
  }
});
