import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './accounts-helpers.js';
import { type NotifyServer, PUBLIC_URL, startNotifyServer, userIdOf } from './notify-helpers.js';
import { someFilms } from './sessions-helpers.js';
import { type SmtpSink, startSmtpSink, until } from './smtp-sink.js';

const DAY = 86_400;

/**
 * Film nights through the notification channels (issue 48 with issue 44's outbox): the winner,
 * the eve's reminder and a cancel reach by email whoever voted or said they come, as they chose
 * on /avisos, over a real SMTP server.
 */
describe('film nights by email', () => {
  const clock = testClock();
  let sink: SmtpSink;
  let server: NotifyServer;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startNotifyServer(sink, { FILM_NIGHT_CHECK_S: '0.05' }, { appClock: clock });
    for (const name of ['socio', 'marta', 'andres', 'lucia', 'bea']) {
      cookies[name] = await server.signIn(`${name}@demo.local`);
    }
    // Andres has a browser to push to (push rows are queued only for such members). Its keys are
    // not keys: the sender fails the row before any request, and the address is this machine's.
    await server.db
      .insertInto('push_subscription')
      .values({
        user_id: await userIdOf(server.db, 'andres@demo.local'),
        endpoint: 'https://127.0.0.1:9/push/andres',
        p256dh: 'x',
        auth: 'y',
        created_at: 1,
      })
      .execute();
  });
  afterAll(async () => sink.close());

  const as = (name: string) => cookies[name] ?? '';
  const mailsTo = (name: string) =>
    sink.mails.filter(
      (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.includes(`${name}@demo.local`),
    );
  const subjects = (name: string) => mailsTo(name).map((mail) => mail.subject ?? '');
  const stored = (kind: string) =>
    server.db
      .selectFrom('outbox')
      .select(['user_id', 'channel'])
      .where('kind', '=', kind)
      .execute();

  it('is on by default by email and push, and each member may turn it off', async () => {
    const settings = await server.ask('notifySettings', {}, as('lucia'));
    expect(settings.eventos.find((event) => event.clave === 'sesion')).toEqual({
      clave: 'sesion',
      correo: true,
      push: true,
    });
    await server.ask(
      'setNotifySettings',
      { body: { eventos: [{ clave: 'sesion', correo: false, push: true }] } },
      as('andres'),
    );
  });

  it('mails the winner and the reminder to voters and comers, with the night and film links', async () => {
    const [f1, f2] = (await someFilms(server.db, 2)) as [number, number];
    const { id } = await server.ask(
      'proposeFilmNight',
      {
        body: {
          titulo: 'Noche de suspense',
          cuando: clock() + 2 * DAY,
          lugar: 'Casa de Ana',
          cierre: clock() + 30,
          candidatas: [f1, f2],
        },
      },
      as('socio'),
    );
    const night = { params: { id: String(id) } };
    await server.ask('voteFilmNight', { ...night, body: { pelis: [f2] } }, as('marta'));
    await server.ask('voteFilmNight', { ...night, body: { pelis: [f2] } }, as('andres'));
    await server.ask('attendFilmNight', { ...night, body: { va: 'si' } }, as('lucia'));
    await server.ask('attendFilmNight', { ...night, body: { va: 'no' } }, as('bea'));
    clock.advance(31);
    await until(() => mailsTo('marta').length >= 1 && mailsTo('lucia').length >= 1);
    const film = await server.db
      .selectFrom('film')
      .select(['nom', 'poster'])
      .where('id', '=', f2)
      .executeTakeFirstOrThrow();
    const day = new Intl.DateTimeFormat('es-ES', { weekday: 'long' }).format(
      new Date((clock() + 2 * DAY - 31) * 1000),
    );
    const [mail] = mailsTo('lucia') as [ParsedMail];
    expect(mail.subject).toBe(`«${film.nom}» para la sesión del ${day}`);
    expect(mail.text).toContain(`«${film.nom}» para la sesión del ${day} («Noche de suspense», el`);
    expect(mail.text).not.toMatch(/%\d+%/);
    expect(mail.text).toContain(`${PUBLIC_URL}/sesion/${id}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/peli/${f2}/`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/sesion/${id}"`);
    expect(mail.html).toContain(`/api/peli/poster/${f2}?v=${film.poster}`);
    // The link to stop them names the kind.
    expect(mail.text).toMatch(/\/api\/avisos\/baja\?t=\d+\.sesion\./);
    // Andres turned mail off (his push is still queued); neither the proposer, who did not
    // vote, nor Bea, who is not coming, hears of it.
    const rows = await stored('sesion');
    expect(rows.filter((row) => row.channel === 'email')).toHaveLength(2);
    const andres = await userIdOf(server.db, 'andres@demo.local');
    expect(rows.filter((row) => row.channel === 'push')).toEqual([
      { user_id: andres, channel: 'push' },
    ]);
    expect(mailsTo('andres')).toEqual([]);
    expect(mailsTo('socio')).toEqual([]);
    expect(mailsTo('bea')).toEqual([]);

    // The day before: the reminder, once.
    clock.advance(DAY);
    await until(() => mailsTo('marta').length >= 2 && mailsTo('lucia').length >= 2);
    expect(subjects('lucia')[1]).toBe(`Mañana hay sesión: «${film.nom}»`);
    expect(mailsTo('lucia')[1]?.text).toContain('en Casa de Ana');
    // The day after, 'Qué os pareció' stays in the banner and on the page.
    clock.advance(2 * DAY);
    await until(async () => {
      const asked = await server.db
        .selectFrom('film_night')
        .select('asked_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return asked.asked_at !== null;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('lucia')).toHaveLength(2);
    expect(mailsTo('marta')).toHaveLength(2);
  });

  it('tells of a cancel by email, but not the one who cancelled', async () => {
    const [f1, f2] = (await someFilms(server.db, 2)) as [number, number];
    const { id } = await server.ask(
      'proposeFilmNight',
      {
        body: {
          titulo: 'Se cae',
          cuando: clock() + 3 * DAY,
          lugar: 'Cada uno en su casa',
          cierre: clock() + DAY,
          candidatas: [f1, f2],
        },
      },
      as('marta'),
    );
    await server.ask(
      'voteFilmNight',
      { params: { id: String(id) }, body: { pelis: [f1] } },
      as('marta'),
    );
    await server.ask(
      'attendFilmNight',
      { params: { id: String(id) }, body: { va: 'quiza' } },
      as('bea'),
    );
    const before = mailsTo('marta').length;
    await server.ask('cancelFilmNight', { params: { id: String(id) } }, as('marta'));
    await until(() => subjects('bea').includes('Se cancela la sesión «Se cae»'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('marta')).toHaveLength(before);
  });
});
