import type { Db } from '../db/connection.js';
import { createSessionQueries } from './queries.js';

/** What film nights tell members: the winner, the eve's reminder, 'Qué os pareció', a cancel. */
export interface Announcement {
  kind: 'ganadora' | 'recordatorio' | 'pregunta' | 'cancelada';
  nightId: number;
  userIds: readonly number[];
  /** The banner's text, with `%id%title%` film links (web/src/ui/notice-text.tsx). */
  text: string;
}

/**
 * The one place film nights tell members anything: today a personal notice in the banner,
 * written with `db` (the transaction that claimed the work, so it is told once). The
 * notifications outbox (issue 44) is to be called from here, with the same handle.
 */
export async function announce(db: Db, announcement: Announcement, now: number): Promise<void> {
  const queries = createSessionQueries(db);
  for (const userId of new Set(announcement.userIds)) {
    await queries.addNotice({ user_id: userId, fec: now, que: announcement.text });
  }
}
