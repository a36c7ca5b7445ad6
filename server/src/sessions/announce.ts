import type { Db } from '../db/connection.js';
import { noticeFilm } from '../notify/events.js';
import type { Notifier } from '../notify/queue.js';
import { plainNotice } from './notice-texts.js';
import { createSessionQueries } from './queries.js';

/** What film nights tell members: the winner, the eve's reminder, 'Qué os pareció', a cancel. */
export interface Announcement {
  kind: 'ganadora' | 'recordatorio' | 'pregunta' | 'cancelada';
  night: { id: number; titulo: string };
  userIds: readonly number[];
  /** The banner's text, with `%id%title%` film links (web/src/ui/notice-text.tsx). */
  text: string;
  /** The subject of its email and the title of its push. */
  subject: string;
  /** The winning film, shown with its poster in the email. */
  filmId?: number | null;
}

/**
 * What also goes by email and push (the `sesion` kind, issue 44's outbox): the news a member
 * acts on. 'Qué os pareció' stays in the banner and on the night's page: asked by mail the day
 * after, it would be one message more for a click the page offers anyway.
 */
const BY_CHANNELS: ReadonlySet<Announcement['kind']> = new Set([
  'ganadora',
  'recordatorio',
  'cancelada',
]);

/**
 * The one place film nights tell members anything: a personal notice in the banner and, where
 * the server has them and the member keeps them on, email and push through the notifier. All
 * written with `db`, the transaction that claimed the work, so each is told once and the
 * messages commit (or roll back) with the close, reminder or cancel.
 */
export function createAnnouncer(notifier?: Notifier) {
  return async function announce(db: Db, announcement: Announcement, now: number) {
    const queries = createSessionQueries(db);
    const to = [...new Set(announcement.userIds)];
    for (const userId of to) {
      await queries.addNotice({ user_id: userId, fec: now, que: announcement.text });
    }
    if (!notifier || !to.length || !BY_CHANNELS.has(announcement.kind)) return;
    const film = announcement.filmId ? await noticeFilm(db, announcement.filmId) : undefined;
    const { id, titulo } = announcement.night;
    await notifier.queue(db, {
      kind: 'sesion',
      to,
      payload: {
        text: plainNotice(announcement.text),
        ...(film ? { films: [film] } : {}),
        nights: [{ id, titulo, asunto: announcement.subject }],
      },
    });
  };
}

export type Announce = ReturnType<typeof createAnnouncer>;
