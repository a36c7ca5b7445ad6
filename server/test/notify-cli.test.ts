import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  filmsWithoutFiles,
  PUBLIC_URL,
  placeFiles,
  startNotifyServer,
  userIdOf,
} from './notify-helpers.js';
import { startSmtpSink, until } from './smtp-sink.js';
import { startWebhookSink } from './webhook-sink.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(ROOT, 'server/src/startup/catalogue-cli.ts');

/** `npm run catalogue -- ARGS` as npm runs it, with only the environment given. */
function catalogue(args: string[], env: Record<string, string>) {
  const base = { ...process.env };
  for (const key of ['DISKS', 'GOOGLE_CLIENT_ID', 'DEMO', 'DATA_DIR', 'DATABASE_URL', 'INIT_CWD'])
    delete base[key];
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      TSX,
      [CLI, ...args],
      { cwd: ROOT, env: { ...base, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A scan from the terminal (issue 44) queues the notices a scan in the server queues, in the
 * transactions that record the files: the running server's sender delivers them.
 */
describe('a scan from the terminal', async () => {
  const sink = await startSmtpSink();
  const hook = await startWebhookSink();
  afterAll(async () => {
    await sink.close();
    await hook.close();
  });
  const settings = {
    NOTIFY_URL: `${hook.url}/cineclub`,
    NOTIFY_FORMAT: 'ntfy',
    NOTIFY_GATHER_S: '1',
  };
  const server = await startNotifyServer(sink, settings);
  /** `npm run catalogue -- scan` with the server's settings, beside it. */
  const scanFromTerminal = () => {
    const disks = server.config.disks.map((disk) => `${disk.name}=${disk.root}`).join(',');
    return catalogue(['scan'], {
      ...settings,
      DATA_DIR: server.dataDir,
      ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
      DEMO: '0',
      LOG_LEVEL: 'silent',
      DISKS: disks,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Cineclub <cine@example.org>',
      PUBLIC_URL,
    });
  };

  it("queues the requesters' arrivals and the missing disk, and the running server sends them", async () => {
    const ana = await server.signIn('socio@demo.local');
    const films = await filmsWithoutFiles(server.db, 2);
    for (const film of films) {
      const asked = await fetch(`${server.url}/api/peli/pide/${film.id}`, {
        method: 'POST',
        headers: { cookie: ana, origin: server.url },
      });
      expect(asked.status).toBe(204);
    }
    await until(() => hook.requests.length >= 1);
    placeFiles(server, films);
    const [, second] = server.config.disks;
    if (!second) throw new Error('the demo has two disks');
    fs.rmSync(second.root, { recursive: true });
    const run = await scanFromTerminal();
    expect(run.code, run.stderr).toBe(0);
    // Written by the terminal's scan, for the server to send.
    const anaId = await userIdOf(server.db, 'socio@demo.local');
    const queued = await server.db
      .selectFrom('outbox')
      .select(['channel', 'kind', 'user_id'])
      .where('kind', 'in', ['llegada', 'jefe'])
      .where('payload', 'not like', '%Nueva petición%')
      .orderBy('id')
      .execute();
    expect(queued).toEqual(
      expect.arrayContaining([
        { channel: 'email', kind: 'llegada', user_id: anaId },
        { channel: 'webhook', kind: 'jefe', user_id: null },
      ]),
    );
    // Nobody has a browser: no push row.
    expect(queued.filter((row) => row.channel === 'push')).toEqual([]);

    const subject = 'Ya puedes descargar 2 películas que pediste';
    await until(() => sink.mails.some((mail) => mail.subject === subject));
    const mail = sink.mails.find((found) => found.subject === subject);
    for (const film of films) expect(mail?.text).toContain(`${PUBLIC_URL}/peli/${film.id}/`);
    await until(() => hook.requests.some((request) => request.body.includes(second.name)));
    const missing = hook.requests.find((request) => request.body.includes(second.name));
    expect(missing?.body).toContain(`El disco ${second.name} (${second.root}) no está montado`);
    // The terminal ran it: the owner's admins are told too (no member caused it).
    await until(() => sink.mails.some((found) => found.subject === 'Falta un disco en el escaneo'));
  }, 180_000);

  it('tells the owner of a failed terminal job', async () => {
    const file = path.join(server.dataDir, 'vacia.csv');
    fs.writeFileSync(file, 'pos,imdb\n');
    const run = await catalogue(['import-list', 'crit', file], {
      ...settings,
      DATA_DIR: server.dataDir,
      ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
      DEMO: '0',
      LOG_LEVEL: 'silent',
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no tiene ninguna fila');
    const title = 'La carga de la lista ha fallado: Lista crit';
    await until(() => hook.requests.some((request) => request.headers.title === title));
  }, 180_000);

  it("gathers a member's 300 arrivals of one scan into one message", async () => {
    await server.signIn('bea@demo.local');
    const bea = await userIdOf(server.db, 'bea@demo.local');
    const films = await filmsWithoutFiles(server.db, 300);
    expect(films).toHaveLength(300);
    await server.db
      .insertInto('film_request')
      .values(films.map((film) => ({ user_id: bea, film_id: film.id, created_at: 1 })))
      .execute();
    placeFiles(server, films);
    const run = await scanFromTerminal();
    expect(run.code, run.stderr).toBe(0);
    const subject = 'Ya puedes descargar 300 películas que pediste';
    await until(() => sink.mails.some((mail) => mail.subject === subject));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = sink.mails.filter(
      (mail) => !Array.isArray(mail.to) && mail.to?.text.includes('bea@'),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([subject]);
    for (const film of films) expect(mails[0]?.text).toContain(`/peli/${film.id}/`);
  }, 180_000);
});
