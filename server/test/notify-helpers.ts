import fs from 'node:fs';
import path from 'node:path';
import { type CallInput, type CallName, call, routes } from '@cineclub/contract';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/connection.js';
import { formatTitleId } from '../src/library/imdb-ids.js';
import { afterScope, closeTestApp, openTestDatabase, tempDir } from './helpers.js';
import { signIn } from './http-client.js';
import type { SmtpSink } from './smtp-sink.js';

/** The address mail links point to in tests. */
export const PUBLIC_URL = 'http://127.0.0.1:3000';

/**
 * A demo server listening on 127.0.0.1 that mails through `sink`, reads its outbox every 50 ms
 * and gathers within `gatherS`; `clock.offset` moves its notification clock on (backoff, daily
 * cap, the weekly letter's slot), from `offsetMs`. On `dataDir` it starts again on a stopped
 * server's data (a restart); `close` stops it early.
 */
export async function startNotifyServer(
  sink: SmtpSink,
  env: Record<string, string> = {},
  /** `appClock`: the app's clock in seconds (film nights' deadlines); the real one by default. */
  options: { dataDir?: string; offsetMs?: number; appClock?: () => number } = {},
) {
  const dataDir = options.dataDir ?? tempDir();
  const appClock = options.appClock ?? (() => Math.floor(Date.now() / 1000));
  const settings = {
    SMTP_URL: sink.url,
    MAIL_FROM: 'Cineclub <cine@example.org>',
    PUBLIC_URL,
    NOTIFY_GATHER_S: '1',
    // No weekly letter unless a test asks: it would come on Monday mornings (its default slot).
    DIGEST_AT: 'no',
    ...env,
  };
  const { config, db } = await openTestDatabase(dataDir, settings, appClock());
  const clock = { offset: options.offsetMs ?? 0 };
  const app = await buildApp({
    db,
    config,
    clock: appClock,
    logger: false,
    notify: { pollMs: 50, nowMs: () => Date.now() + clock.offset },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= closeTestApp(app).then(() => db.destroy());
    return closing;
  };
  afterScope(close);
  const ask = async <N extends CallName>(name: N, input: CallInput<N>, cookie?: string) =>
    call(name, input, {
      baseUrl: url,
      headers: cookie ? { cookie, origin: url } : { origin: url },
    });
  return {
    app,
    db,
    config,
    url,
    dataDir,
    clock,
    close,
    ask,
    signIn: (email: string) => signIn(url, email),
  };
}
export type NotifyServer = Awaited<ReturnType<typeof startNotifyServer>>;

/** Films without files (ids in order), to ask for and then make arrive. */
export async function filmsWithoutFiles(db: Db, count: number, skip = 0) {
  return db
    .selectFrom('film')
    .select(['id', 'nom', 'nomo', 'anio', 'imdb', 'poster'])
    .where('file_count', '=', 0)
    .where('imdb', 'is not', null)
    .orderBy('id')
    .limit(count)
    .offset(skip)
    .execute();
}

/** Puts a file for each film on the first disk, as the owner copying films in would. */
export function placeFiles(
  server: NotifyServer,
  films: { nom: string; nomo: string; anio: number | null; imdb: number | null }[],
) {
  const disk = server.config.disks[0];
  if (!disk) throw new Error('the demo has disks');
  for (const film of films) {
    const folder = `${film.nomo || film.nom} (${film.anio})${film.imdb ? ` [${formatTitleId(film.imdb)}]` : ''}`;
    fs.mkdirSync(path.join(disk.root, folder), { recursive: true });
    fs.writeFileSync(path.join(disk.root, folder, 'pelicula.mkv'), Buffer.alloc(500, 3));
  }
}

/** Runs the admin's disk scan over HTTP and waits for it to end. */
export async function scanNow(server: NotifyServer, adminCookie: string) {
  const headers = { cookie: adminCookie, origin: server.url, 'content-type': 'application/json' };
  const started = await fetch(`${server.url}${routes.adminScanJob}`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (started.status !== 202) throw new Error(`scan: ${started.status} ${await started.text()}`);
  for (let tries = 0; tries < 1000; tries++) {
    const jobs = (await (await fetch(`${server.url}${routes.adminJobs}`, { headers })).json()) as {
      escaneo?: { estado: string; error: string | null };
    };
    if (jobs.escaneo && jobs.escaneo.estado !== 'enMarcha') {
      if (jobs.escaneo.estado !== 'hecha') throw new Error(`scan: ${jobs.escaneo.error}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('scan did not end');
}

/** The member's id by email. */
export async function userIdOf(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
