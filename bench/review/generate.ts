import type { Insertable } from 'kysely';
import type { Db } from '../../server/src/db/connection.js';
import type { Database } from '../../server/src/db/schema.js';
import { prng } from '../shared/prng.js';

const DAY = 86_400;
/** Rows per INSERT statement (7 columns at most: well under SQLite's parameter limit). */
const BATCH = 500;
/** The first IMDb-like id of the generated directors, past any real one of the demo. */
const PERSON_BASE = 90_000_000;

export interface ClubSize {
  films: number;
  members: number;
  years: number;
  /** Films each member sees in a year (on average; a fifth more or less). */
  seenPerYear: number;
  wantsPerYear: number;
  downloadsPerYear: number;
}

export interface Generated {
  comments: number;
  wants: number;
  downloads: number;
}

/**
 * A catalogue of `films` more films (each with a year, a runtime, one or two genres and a
 * director from a pool of a fifth as many) and the history of the members: over `years` years
 * each member sees films (seven in ten also scored, a few scored twice), puts films on their
 * list and downloads some, all on dates spread over each year. Films are drawn Zipf-like from
 * the catalogue, so members overlap on the known ones as a club does.
 */
export async function generateClub(
  db: Db,
  size: ClubSize,
  memberIds: number[],
  firstYear: number,
): Promise<Generated> {
  const random = prng(32);
  const codes = (await db.selectFrom('genre').select('code').execute()).map((row) => row.code);
  const filmIds = await insertFilms(db, size.films, codes, random);
  const pick = () => filmIds[Math.floor(filmIds.length * random() ** 3)] ?? 0;
  const comments: Insertable<Database['comment']>[] = [];
  const wants: Insertable<Database['want']>[] = [];
  const downloads: Insertable<Database['download_log']>[] = [];
  for (const userId of memberIds) {
    const wanted = new Set<number>();
    for (let year = firstYear; year < firstYear + size.years; year += 1) {
      const start = Date.UTC(year, 0, 1) / 1000;
      const when = () => start + Math.floor(random() * 364 * DAY);
      const seen = Math.round(size.seenPerYear * (0.8 + random() * 0.4));
      for (let index = 0; index < seen; index += 1) {
        const film = pick();
        const scored = random() < 0.7;
        const voto = scored ? Math.min(10, Math.floor(3 + random() * 6 + random() * 2)) : -1;
        comments.push({ user_id: userId, film_id: film, fecha: when(), vista: 1, voto, comen: '' });
        if (scored && random() < 0.05) {
          comments.push({
            user_id: userId,
            film_id: film,
            fecha: when(),
            vista: 0,
            voto,
            comen: '',
          });
        }
      }
      for (let index = 0; index < size.wantsPerYear; index += 1) {
        const film = pick();
        if (wanted.has(film)) continue;
        wanted.add(film);
        wants.push({ user_id: userId, film_id: film, created_at: when() });
      }
      for (let index = 0; index < size.downloadsPerYear; index += 1) {
        downloads.push({ user_id: userId, film_id: pick(), at: when() });
      }
    }
  }
  await insertAll(db, 'comment', comments);
  await insertAll(db, 'want', wants);
  await insertAll(db, 'download_log', downloads);
  return { comments: comments.length, wants: wants.length, downloads: downloads.length };
}

async function insertFilms(db: Db, count: number, codes: string[], random: () => number) {
  const directors = Math.max(1, Math.floor(count / 5));
  const people: Insertable<Database['person']>[] = Array.from(
    { length: directors },
    (_, index) => ({
      id: PERSON_BASE + index,
      nom: `Directora ${index + 1}`,
    }),
  );
  await insertAll(db, 'person', people);
  const ids: number[] = [];
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_, index) => ({
      nom: `Película ${offset + index + 1}`,
      nomo: `Film ${offset + index + 1}`,
      nomen: '',
      anio: 1930 + Math.floor(random() * 95),
      dura: random() < 0.95 ? 80 + Math.floor(random() * 80) : null,
      rate: null,
      added_at: 1_600_000_000,
      first_file_at: null,
      listed_at: 1_600_000_000,
    }));
    const inserted = await db.insertInto('film').values(rows).returning('id').execute();
    const batch = inserted.map((row) => row.id);
    ids.push(...batch);
    await insertAll(
      db,
      'film_genre',
      batch.flatMap((film) => {
        const first = codes[Math.floor(random() * codes.length)] ?? 'D';
        const second = codes[Math.floor(random() * codes.length)] ?? first;
        return [...new Set([first, second])].map((code) => ({ film_id: film, code }));
      }),
    );
    await insertAll(
      db,
      'film_person',
      batch.map((film) => ({
        film_id: film,
        person_id: PERSON_BASE + Math.floor(directors * random() ** 2),
        role: 'd',
        ord: 0,
      })),
    );
  }
  return ids;
}

/** Inserts rows in one transaction, BATCH rows a statement (the generator's own loader). */
async function insertAll<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < rows.length; offset += BATCH) {
      await trx
        .insertInto(table)
        .values(rows.slice(offset, offset + BATCH) as never)
        .execute();
    }
  });
}
