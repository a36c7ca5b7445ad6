import fs from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { DemoSeedWrites } from './queries.js';

const DAY = 86_400;
const email = z.string().regex(/^[a-z]+@demo\.local$/);
/** A film by its place among the hand-written films (the first ones have files). */
const place = z.number().int().nonnegative();

/** A comment, score or seen mark (-1: seen, no score), by who and how many days ago. */
const comment = (minDaysAgo: number) =>
  z.strictObject({
    film: place,
    email,
    voto: z.number().int().min(-1).max(10),
    comen: z.string().max(4_000),
    daysAgo: z.number().min(minDaysAgo),
  });

/** Days back from the seed before which `history` starts, so the feed's first page stays recent. */
export const HISTORY_FROM_DAYS = 21;

/**
 * The demo's club activity beyond the cards' comments (issue 32), so that /club has something
 * of each kind: a member in their first week, recent ratings and comments, and requests that
 * were served when their film reached the disks; and the members' history over the year before
 * (scores, seen marks, a few comments, downloads, watchlists), so the year in review has months.
 */
export const demoActivitySchema = z.strictObject({
  /** Users made before the seed (the demo accounts, its members): when they joined the club. */
  founders: z.array(z.strictObject({ email, joinedDaysAgo: z.number().min(7) })),
  newcomers: z.array(
    z.strictObject({ email, name: z.string().min(1), joinedDaysAgo: z.number().min(0).max(6) }),
  ),
  comments: z.array(comment(0)),
  /** Requests served as their film (one with files) arrived, by when they were asked. */
  served: z.array(z.strictObject({ film: place, email, askedDaysAgo: z.number().min(0) })),
  /** The members' scores, seen marks and comments of the months before the recent ones. */
  history: z.array(comment(HISTORY_FROM_DAYS)),
  /** Downloads (the year in review's `download_log`) of films with files, after they arrived. */
  downloads: z.array(z.strictObject({ film: place, email, daysAgo: z.number().min(0) })),
  /** Films put on a member's watchlist ('Pelis por ver'), and when. */
  wants: z.array(z.strictObject({ film: place, email, daysAgo: z.number().min(0) })),
});
export type DemoActivity = z.infer<typeof demoActivitySchema>;

export function demoActivityFile(): string {
  return createRequire(import.meta.url).resolve('@cineclub/server/demo-data/club-activity.json');
}

/** The activity file, checked against its schema; a bad file names each bad entry. */
export function loadDemoActivity(file = demoActivityFile()): DemoActivity {
  const parsed = demoActivitySchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} no es válido:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Writes the activity file's members, comments (history and recent), served requests,
 * downloads and watchlists (in the seed's transaction). A served request is closed when its film first got a
 * file, as the disk scan would have closed it; a download is never dated before that.
 */
export async function seedDemoActivity(
  writes: DemoSeedWrites,
  options: { filmIds: number[]; now: number },
): Promise<void> {
  const { filmIds, now } = options;
  const activity = loadDemoActivity();
  for (const founder of activity.founders) {
    await writes.backdateUser(founder.email, Math.round(now - founder.joinedDaysAgo * DAY));
  }
  const userId = await writes.addUsers(
    activity.newcomers.map((member) => ({
      email: member.email,
      name: member.name,
      created_at: Math.round(now - member.joinedDaysAgo * DAY),
    })),
  );
  await writes.insertComments(
    [...activity.history, ...activity.comments].flatMap((comment) => {
      const film = filmIds[comment.film];
      const user = userId.get(comment.email);
      if (film === undefined || user === undefined) return [];
      const fecha = Math.round(now - comment.daysAgo * DAY - 600);
      return [
        { film_id: film, user_id: user, fecha, vista: 1, voto: comment.voto, comen: comment.comen },
      ];
    }),
  );
  const served = [];
  for (const request of activity.served) {
    const film = filmIds[request.film];
    const user = userId.get(request.email);
    const arrived = film === undefined ? undefined : await writes.arrivedAt(film);
    if (film === undefined || user === undefined || !arrived) continue;
    const asked = Math.min(arrived, Math.round(now - request.askedDaysAgo * DAY));
    served.push({
      film_id: film,
      user_id: user,
      created_at: asked,
      state: 'served' as const,
      closed_at: arrived,
    });
  }
  await writes.insertServedRequests(served);
  const downloads = [];
  for (const download of activity.downloads) {
    const film = filmIds[download.film];
    const user = userId.get(download.email);
    const arrived = film === undefined ? undefined : await writes.arrivedAt(film);
    if (film === undefined || user === undefined || !arrived) continue;
    const at = Math.max(arrived, Math.round(now - download.daysAgo * DAY));
    downloads.push({ film_id: film, user_id: user, at });
  }
  await writes.insertDownloadLog(downloads);
  await writes.insertWants(
    activity.wants.flatMap((want) => {
      const film = filmIds[want.film];
      const user = userId.get(want.email);
      if (film === undefined || user === undefined) return [];
      return [{ film_id: film, user_id: user, created_at: Math.round(now - want.daysAgo * DAY) }];
    }),
  );
}
