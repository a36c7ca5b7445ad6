import fs from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { DemoSeedWrites } from './queries.js';

const DAY = 86_400;
const email = z.string().regex(/^[a-z]+@demo\.local$/);
const place = z.number().int().nonnegative();

/**
 * The demo's film nights (issue 48): data beside the server, as the other demo content. A night
 * closes only when its winner is given, which must be one of its most voted candidates.
 */
export const demoNightsSchema = z.strictObject({
  about: z.string(),
  nights: z.array(
    z
      .strictObject({
        titulo: z.string().min(1).max(80),
        email,
        lugar: z.string().min(1).max(120),
        proposedDaysAgo: z.number().min(0),
        closesInDays: z.number(),
        inDays: z.number(),
        hour: z.number().int().min(0).max(23),
        candidates: z
          .array(z.strictObject({ film: place, nom: z.string().min(1) }))
          .min(2)
          .max(8),
        votes: z.array(z.strictObject({ email, films: z.array(place).min(1).max(3) })),
        attendance: z.array(z.strictObject({ email, va: z.enum(['si', 'no', 'quiza']) })),
        winner: place.nullable(),
      })
      .refine((night) => night.closesInDays < night.inDays, 'closes before it starts')
      .refine((night) => (night.winner === null) === night.closesInDays > 0, {
        message: 'a past deadline has its winner, a coming one none',
      })
      .refine((night) => {
        const films = new Set(night.candidates.map((c) => c.film));
        return night.votes.every((vote) => vote.films.every((film) => films.has(film)));
      }, 'votes only for candidates')
      .refine((night) => night.winner === null || isMostVoted(night.winner, night.votes), {
        message: 'the winner has the most votes',
      }),
  ),
});
export type DemoNights = z.infer<typeof demoNightsSchema>;

function isMostVoted(winner: number, votes: readonly { films: number[] }[]): boolean {
  const count = (film: number) => votes.filter((vote) => vote.films.includes(film)).length;
  const most = Math.max(...votes.flatMap((vote) => vote.films.map(count)));
  return count(winner) === most;
}

export function demoNightsFile(): string {
  return createRequire(import.meta.url).resolve('@cineclub/server/demo-data/film-nights.json');
}

export function loadDemoNights(file = demoNightsFile()): DemoNights {
  const parsed = demoNightsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} no es válido:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** `days` from `now` at `hour` local time (the server's TZ), in epoch seconds. */
function atHour(now: number, days: number, hour: number): number {
  const date = new Date((now + days * DAY) * 1000);
  date.setHours(hour, 0, 0, 0);
  return Math.floor(date.getTime() / 1000);
}

/**
 * Writes the demo's nights with their candidates, votes and attendance (in the seed's
 * transaction). A past night is closed, reminded and asked about, as the closer would have
 * done, so a first start tells nobody anything.
 */
export async function seedDemoNights(
  writes: DemoSeedWrites,
  options: { filmIds: number[]; userIds: Map<string, number>; now: number },
): Promise<void> {
  const { filmIds, userIds, now } = options;
  const film = (at: number) => filmIds[at];
  for (const night of loadDemoNights().nights) {
    const proposer = userIds.get(night.email);
    if (proposer === undefined) continue;
    const cuando = atHour(now, night.inDays, night.hour);
    const cierre = atHour(now, night.closesInDays, night.hour);
    const past = night.winner !== null;
    await writes.insertFilmNight(
      {
        user_id: proposer,
        titulo: night.titulo,
        lugar: night.lugar,
        cuando,
        cierre,
        created_at: Math.round(now - night.proposedDaysAgo * DAY),
        estado: past ? 'cerrada' : 'abierta',
        ganadora: night.winner === null ? null : (film(night.winner) ?? null),
        closed_at: past ? cierre : null,
        reminded_at: past ? cuando - DAY : null,
        asked_at: past ? cuando + DAY : null,
      },
      night.candidates.flatMap((c) => (film(c.film) === undefined ? [] : [film(c.film) as number])),
      night.votes.flatMap((vote) =>
        vote.films.flatMap((at) => {
          const user = userIds.get(vote.email);
          const id = film(at);
          return user === undefined || id === undefined ? [] : [{ user_id: user, film_id: id }];
        }),
      ),
      night.attendance.flatMap((row) => {
        const user = userIds.get(row.email);
        return user === undefined ? [] : [{ user_id: user, va: row.va, at: cierre - DAY }];
      }),
    );
  }
}
