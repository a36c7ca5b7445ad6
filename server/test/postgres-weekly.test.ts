import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { parseWeeklySlot } from '../src/config/notify.js';
import { openDatabase } from '../src/db/connection.js';
import { createChannels } from '../src/notify/channels.js';
import { createNotifier } from '../src/notify/queue.js';
import { createWeeklyLetter } from '../src/notify/weekly.js';
import { closeTestApp, testEngine } from './helpers.js';
import { filmsWithoutFiles, placeFiles, scanNow, startNotifyServer } from './notify-helpers.js';
import { startSmtpSink, until } from './smtp-sink.js';
import {
  DIGEST_AT,
  demoMembers,
  handledSlots,
  LETTER,
  lettersTo,
  nextSlot,
  offsetTo,
} from './weekly-helpers.js';

/**
 * The weekly letter with two app servers on one PostgreSQL database (issue 44): both see the
 * slot come, and each member gets the week's letter once.
 */
describe.runIf(testEngine === 'postgres')('the weekly letter with two servers', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const slotAt = nextSlot();
  const a = await startNotifyServer(sink, { DIGEST_AT }, { offsetMs: offsetTo(slotAt - 600_000) });
  const nowMs = () => Date.now() + a.clock.offset;
  // The second server has its own pool of connections, as another machine would.
  const otherDb = openDatabase(a.config);
  const b = await buildApp({
    db: otherDb,
    config: a.config,
    clock: () => Math.floor(Date.now() / 1000),
    logger: false,
    notify: { pollMs: 20, nowMs },
  });
  await b.listen({ host: '127.0.0.1', port: 0 });
  afterAll(async () => {
    await closeTestApp(b);
    await otherDb.destroy();
  });

  it('sends each member the letter once', async () => {
    const admin = await a.signIn('admin@demo.local');
    const [film] = await filmsWithoutFiles(a.db, 1);
    if (!film) throw new Error('the demo has films without files');
    placeFiles(a, [film]);
    await scanNow(a, admin);
    // Besides the two servers' own timers, two more contenders race for the slot at once.
    const channels = createChannels();
    channels.register('email', { send: async () => 'sent' });
    const contenders = [a.db, otherDb].map((db) =>
      createWeeklyLetter({
        db,
        notifier: createNotifier({ channels, gatherMs: 0, nowMs }),
        slot: parseWeeklySlot(DIGEST_AT) ?? { weekday: 1, hour: 9, minute: 0 },
        nowMs,
        log: b.log,
        checkMs: 1000,
        poke: () => undefined,
      }),
    );
    a.clock.offset = offsetTo(slotAt + 1000);
    const outcomes = await Promise.all(contenders.map((letter) => letter.runDue()));
    expect(
      outcomes.filter((outcome) => outcome && 'letters' in outcome).length,
    ).toBeLessThanOrEqual(1);
    const members = await demoMembers(a.db);
    await until(() => members.every((email) => lettersTo(sink.mails, email).length >= 1));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const email of members) expect(lettersTo(sink.mails, email), email).toHaveLength(1);
    expect(sink.mails.filter((mail) => mail.subject === LETTER)).toHaveLength(members.length);
    expect(lettersTo(sink.mails, 'socio@demo.local')[0]?.text).toContain(film.nom);
    const slots = await handledSlots(a.db);
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ slot_at: slotAt, letters: members.length });
  });
});
