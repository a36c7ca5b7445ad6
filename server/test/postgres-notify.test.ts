import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createChannels } from '../src/notify/channels.js';
import { createNotifier } from '../src/notify/queue.js';
import { closeTestApp, testEngine } from './helpers.js';
import { startNotifyServer } from './notify-helpers.js';
import { startSmtpSink, until } from './smtp-sink.js';

/**
 * Two app servers on one PostgreSQL database (issue 44): each message of the outbox goes out
 * once, whichever server claims it, and a member's 300 arrivals within the gathering window
 * are one message.
 */
describe.runIf(testEngine === 'postgres')('the outbox with two servers', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const a = await startNotifyServer(sink, { NOTIFY_GATHER_S: '2' });
  const b = await buildApp({
    db: a.db,
    config: a.config,
    clock: () => Math.floor(Date.now() / 1000),
    logger: false,
    notify: { pollMs: 20 },
  });
  await b.listen({ host: '127.0.0.1', port: 0 });
  afterAll(() => closeTestApp(b));

  it('sends 200 members one message each, once, and gathers 300 arrivals into one', async () => {
    const users = await a.db
      .insertInto('user')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          email: `m${i}@demo.local`,
          name: `Socio ${i}`,
          created_at: 1,
        })),
      )
      .returning('id')
      .execute();
    const ids = users.map((row) => row.id);
    const films = await a.db
      .selectFrom('film')
      .select(['id', 'nom', 'anio', 'poster'])
      .orderBy('id')
      .limit(300)
      .execute();
    expect(films).toHaveLength(300);
    // The queue the scan uses, with the email channel on: a row per member and event.
    const channels = createChannels();
    channels.register('email', { send: async () => 'sent' });
    const notifier = createNotifier({ channels, gatherMs: 2000, nowMs: Date.now });
    const [first, ...others] = ids;
    // One transaction for them all, as the scan records up to 500 films' first files at once.
    await a.db.transaction().execute(async (trx) => {
      for (const film of films) {
        await notifier.queue(trx, {
          kind: 'llegada',
          to: film === films[0] ? ids : [first ?? 0],
          payload: { films: [film] },
        });
      }
    });
    await until(() => sink.mails.length >= 200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.state.accepted).toBe(200);
    const to = sink.mails.map((mail) => (Array.isArray(mail.to) ? '' : (mail.to?.text ?? '')));
    expect(new Set(to).size).toBe(200);
    const gathered = sink.mails.find((mail) => to[sink.mails.indexOf(mail)]?.includes('m0@'));
    expect(gathered?.subject).toBe('Ya puedes descargar 300 películas que pediste');
    for (const film of films) expect(gathered?.text).toContain(`/peli/${film.id}/`);
    expect(others).toHaveLength(199);
    const holders = await a.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'waiting')
      .executeTakeFirstOrThrow();
    expect(Number(holders.n)).toBe(0);
  });
});
