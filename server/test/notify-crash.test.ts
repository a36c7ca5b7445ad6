import fs from 'node:fs';
import path from 'node:path';
import { routes } from '@cineclub/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';
import { PUBLIC_URL } from './notify-helpers.js';
import { killHard, readDatabase, signIn, startServerProcess } from './process-helpers.js';
import { startSmtpSink, until } from './smtp-sink.js';

/**
 * A kill -9 between queueing and sending (issue 44): the message was written with its event, so
 * the restarted server sends it, once.
 */
describe('the outbox across a crash', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const dataDir = tempDir();
  // No weekly letter: on a Monday morning (its default slot) it would be one more mail.
  const mail = { SMTP_URL: sink.url, MAIL_FROM: 'cine@example.org', PUBLIC_URL, DIGEST_AT: 'no' };

  it('sends after a restart what was queued before the kill', async () => {
    // The gathering window holds the message in the outbox until the kill.
    const first = await startServerProcess(dataDir, { ...mail, NOTIFY_GATHER_S: '3' });
    const socio = await signIn(first.url, 'socio@demo.local');
    const sent = await fetch(`${first.url}${routes.contact}`, {
      method: 'POST',
      headers: { cookie: socio, origin: first.url, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Hola, ¿podéis conseguir Vértigo?' }),
    });
    expect(sent.status).toBeLessThan(300);
    await killHard(first);
    const file = path.join(dataDir, 'cineclub.sqlite');
    expect(fs.existsSync(file)).toBe(true);
    const queued = readDatabase(file, (db) =>
      db.prepare("SELECT kind, state FROM outbox WHERE channel = 'email'").all(),
    );
    expect(queued).toEqual([{ kind: 'jefe', state: 'waiting' }]);
    expect(sink.state.accepted).toBe(0);

    // The restarted server sends it once its gathering window has passed.
    const second = await startServerProcess(dataDir, { ...mail, NOTIFY_GATHER_S: '3' });
    await until(() => sink.mails.length === 1);
    expect(sink.mails[0]?.subject).toBe('Nuevo mensaje de socio@demo.local');
    expect(sink.mails[0]?.text).toContain('Hola, ¿podéis conseguir Vértigo?');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.state.accepted).toBe(1);
    await killHard(second);
  });
});
