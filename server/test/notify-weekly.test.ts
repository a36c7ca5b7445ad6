import { describe, expect, it } from 'vitest';
import {
  filmsWithoutFiles,
  PUBLIC_URL,
  placeFiles,
  scanNow,
  startNotifyServer,
} from './notify-helpers.js';
import { startSmtpSink, until } from './smtp-sink.js';
import {
  DIGEST_AT,
  demoMembers,
  HOUR,
  handledSlots,
  LETTER,
  lettersTo,
  nextSlot,
  offsetTo,
} from './weekly-helpers.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const env = { DIGEST_AT };

/**
 * The weekly letter 'Novedades de la semana' (issue 44) over a real SMTP server: queued at the
 * DIGEST_AT slot of the server's (test-driven) clock, once per slot across restarts, never in a
 * week with no arrivals, and not to a member who turned it off.
 */
describe('the weekly letter', () => {
  it("sends the week's arrivals, best and open requests at the slot, once, but to who turned it off", async () => {
    const sink = await startSmtpSink();
    const slotAt = nextSlot();
    // Ten minutes before the slot: last week's slot is seven days old, too old to send.
    const first = await startNotifyServer(sink, env, { offsetMs: offsetTo(slotAt - 600_000) });
    const admin = await first.signIn('admin@demo.local');
    const ana = await first.signIn('socio@demo.local');
    const bea = await first.signIn('bea@demo.local');
    const [arrived, alsoArrived, wanted] = await filmsWithoutFiles(first.db, 3);
    if (!arrived || !alsoArrived || !wanted) throw new Error('the demo has films without files');
    for (const [film, who] of [
      [arrived, ana],
      [wanted, ana],
      [wanted, admin],
    ] as const) {
      await first.ask('request', { params: { id: String(film.id) } }, who);
    }
    // Three members give one film a 10 this week: the week's best.
    const rated = await first.db
      .selectFrom('film')
      .select(['id', 'nom'])
      .where('file_count', '>', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const who of [admin, ana, bea]) {
      const body = { vista: true, voto: 10, comen: '' };
      await first.ask('comment', { params: { id: String(rated.id) }, body }, who);
    }
    placeFiles(first, [arrived, alsoArrived]);
    await scanNow(first, admin);
    await first.ask(
      'setNotifySettings',
      { body: { eventos: [{ clave: 'semanal', correo: false, push: false }] } },
      bea,
    );
    await pause(300);
    expect(await handledSlots(first.db)).toEqual([]);

    first.clock.offset = offsetTo(slotAt + 1000);
    const members = await demoMembers(first.db);
    const getting = members.filter((email) => email !== 'bea@demo.local');
    await until(() => getting.every((email) => lettersTo(sink.mails, email).length === 1));
    await pause(500);
    for (const email of getting) expect(lettersTo(sink.mails, email)).toHaveLength(1);
    expect(lettersTo(sink.mails, 'bea@demo.local')).toEqual([]);
    expect(sink.mails.filter((mail) => mail.subject === LETTER)).toHaveLength(getting.length);
    const [slotRow] = await handledSlots(first.db);
    expect(slotRow).toMatchObject({ slot_at: slotAt, letters: getting.length });
    expect(slotRow?.arrivals).toBeGreaterThanOrEqual(2);

    const [letter] = lettersTo(sink.mails, 'socio@demo.local');
    if (!letter?.text || !letter.html) throw new Error('a letter with both parts');
    const { text, html } = letter;
    expect(text.startsWith('Lo que ha llegado al club esta semana:')).toBe(true);
    for (const film of [arrived, alsoArrived]) {
      expect(text).toContain(`- ${film.nom} (${film.anio})`);
      expect(text).toContain(`${PUBLIC_URL}/peli/${film.id}/`);
      expect(html).toContain(`href="${PUBLIC_URL}/peli/${film.id}/`);
      expect(html).toContain(
        `src="${PUBLIC_URL}/api/peli/poster/${film.id}?v=${film.poster}&amp;w=200"`,
      );
    }
    const best = text.slice(text.indexOf('Las mejor valoradas por el club esta semana:'));
    expect(best).toContain(`- ${rated.nom}`);
    expect(best).toContain('nota de la semana 10.0 (3 notas)');
    expect(html).toContain(
      '<h2 style="font-size:16px">Las mejor valoradas por el club esta semana</h2>',
    );
    expect(html).toContain('Nota de la semana 10.0 (3 notas)');
    // Open requests: the one still waiting; the one that arrived is in the arrivals only.
    const open = text.slice(text.indexOf('Peticiones todavía abiertas:'));
    expect(open).toContain(`- ${wanted.nom}`);
    expect(open).not.toContain(arrived.nom);
    expect(html).toContain(`href="${PUBLIC_URL}/peli/${wanted.id}/`);
    // Every image is a poster on PUBLIC_URL: no tracking pixel.
    const images = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const src of images)
      expect(src).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/peli\/poster\/\d+\?/);
    // A mail client loads them without a session, and a webmail from its own origin.
    const poster = await fetch(
      String(images[0]).replaceAll('&amp;', '&').replace(PUBLIC_URL, first.url),
    );
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toMatch(/^image\//);
    expect(poster.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const header = (name: string) =>
      letter.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    const unsubscribe = header('list-unsubscribe');
    expect(unsubscribe).toMatch(
      /^<http:\/\/127\.0\.0\.1:3000\/api\/avisos\/baja\?t=\d+\.semanal\.[\w-]+>$/,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain(unsubscribe.slice(1, -1));

    // A restart two hours later, within the day the slot stays due: not sent again.
    await first.close();
    const second = await startNotifyServer(sink, env, {
      dataDir: first.dataDir,
      offsetMs: offsetTo(slotAt + 2 * HOUR),
    });
    await pause(1000);
    expect(sink.mails.filter((mail) => mail.subject === LETTER)).toHaveLength(getting.length);
    expect(await handledSlots(second.db)).toHaveLength(1);

    // The one click of the letter turns off only the letter, only for Ana.
    const link = unsubscribe.slice(1, -1).replace(PUBLIC_URL, second.url);
    expect(await (await fetch(link)).text()).toContain(
      "Dejarás de recibir por correo la carta semanal 'Novedades de la semana'",
    );
    const done = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    const choices = (
      await second.ask('notifySettings', {}, await second.signIn('socio@demo.local'))
    ).eventos;
    expect(choices.find((event) => event.clave === 'semanal')?.correo).toBe(false);
    expect(choices.find((event) => event.clave === 'llegada')?.correo).toBe(true);
    await second.close();
    await sink.close();
  });

  it('catches up a slot missed by a day at most, once; skips an older one', async () => {
    const sink = await startSmtpSink();
    const [slotAt, next] = [nextSlot(), nextSlot(1)];
    const before = await startNotifyServer(sink, env, { offsetMs: offsetTo(slotAt - HOUR) });
    const admin = await before.signIn('admin@demo.local');
    const [film] = await filmsWithoutFiles(before.db, 1);
    if (!film) throw new Error('the demo has films without files');
    placeFiles(before, [film]);
    await scanNow(before, admin);
    await before.close();

    // Down at the slot, up 20 hours later: the week's letter goes then.
    const late = await startNotifyServer(sink, env, {
      dataDir: before.dataDir,
      offsetMs: offsetTo(slotAt + 20 * HOUR),
    });
    await until(() => lettersTo(sink.mails, 'socio@demo.local').length === 1);
    expect(lettersTo(sink.mails, 'socio@demo.local')[0]?.text).toContain(film.nom);
    // Its clock runs on past the day: still that one letter.
    late.clock.offset = offsetTo(slotAt + 30 * HOUR);
    await pause(500);
    expect(lettersTo(sink.mails, 'socio@demo.local')).toHaveLength(1);
    await late.close();

    // Down for the next slot and more than a day after it: that week is skipped.
    const later = await startNotifyServer(sink, env, {
      dataDir: before.dataDir,
      offsetMs: offsetTo(next + 25 * HOUR),
    });
    await pause(500);
    expect((await handledSlots(later.db)).map((row) => row.slot_at)).toEqual([slotAt]);
    await later.close();
    await sink.close();
  });

  it('sends nothing in a week with no arrivals, and keeps the slot as handled', async () => {
    const sink = await startSmtpSink();
    // Three weeks on, no film arrived in the week before the slot (the demo's arrived before).
    const slotAt = nextSlot(3);
    const server = await startNotifyServer(sink, env, { offsetMs: offsetTo(slotAt + 60_000) });
    await until(async () => (await handledSlots(server.db)).length === 1);
    expect(await handledSlots(server.db)).toEqual([{ slot_at: slotAt, arrivals: 0, letters: 0 }]);
    await pause(500);
    expect(sink.mails.filter((mail) => mail.subject === LETTER)).toEqual([]);
    await server.close();
    await sink.close();
  });
});
