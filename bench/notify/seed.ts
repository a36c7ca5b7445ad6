/**
 * The club of `bench:notify`: `films` films without files, `members` members, and each member's
 * 'Avísame si descargable' requests (open `film_request` rows, the `pedida` flag). Written by
 * direct SQL through the server's DB module (Kysely, batched inserts) into the prepared demo
 * database before the server starts: a thousand sign-ins and ten thousand API calls would take
 * longer than the measurement and measure nothing of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chunks } from '../../server/src/db/chunks.js';
import type { Db } from '../../server/src/db/connection.js';
import { formatTitleId } from '../../server/src/library/imdb-ids.js';
import { prng } from '../shared/prng.js';

/** IMDb ids of the bench's films, past any the demo catalogue uses. */
const FIRST_IMDB = 90_000_001;

export interface BenchFilm {
  imdb: number;
  nom: string;
  anio: number;
}

/** The members' addresses (demo mode mails only `@demo.local`). */
export const memberEmail = (n: number) => `aviso${n}@demo.local`;

export function benchFilms(count: number): BenchFilm[] {
  return Array.from({ length: count }, (_, i) => ({
    imdb: FIRST_IMDB + i,
    nom: `Película del banco ${i + 1}`,
    anio: 1950 + (i % 70),
  }));
}

/**
 * Which films each member asks for: one member in ten asks for none (and must get nothing); the
 * others 1 to 2 × `perMember` - 1 films, drawn Zipf-like so that the known films are asked for
 * by many. Seeded: every run asks the same.
 */
export function benchAsks(members: number, films: number, perMember: number): number[][] {
  const random = prng(44);
  return Array.from({ length: members }, (_, member) => {
    if (member % 10 === 0) return [];
    const count = 1 + Math.floor(random() * (2 * perMember - 1));
    const asked = new Set<number>();
    while (asked.size < Math.min(count, films)) {
      asked.add(Math.floor(films ** random()) - 1);
    }
    return [...asked].sort((a, b) => a - b);
  });
}

/** Writes the films, the members and their open requests; answers the members' ids in order. */
export async function seedClub(db: Db, films: BenchFilm[], asks: number[][], now: number) {
  const filmIds: number[] = [];
  for (const part of chunks(films, 200)) {
    const rows = await db
      .insertInto('film')
      .values(
        part.map((film) => ({
          imdb: film.imdb,
          nom: film.nom,
          nomo: film.nom,
          nomen: '',
          anio: film.anio,
          added_at: now,
          listed_at: now,
        })),
      )
      .returning('id')
      .execute();
    filmIds.push(...rows.map((row) => row.id));
  }
  const userIds: number[] = [];
  for (const part of chunks(
    asks.map((_, n) => n),
    200,
  )) {
    const rows = await db
      .insertInto('user')
      .values(part.map((n) => ({ email: memberEmail(n), name: `Socio ${n}`, created_at: now })))
      .returning('id')
      .execute();
    userIds.push(...rows.map((row) => row.id));
  }
  const requests = asks.flatMap((asked, n) =>
    asked.map((film) => ({
      user_id: userIds[n] as number,
      film_id: filmIds[film] as number,
      created_at: now,
    })),
  );
  for (const part of chunks(requests, 300)) {
    await db.insertInto('film_request').values(part).execute();
  }
  return { userIds, requests: requests.length };
}

/** Puts a file for each film on the disk, in a folder named as the scan matches it (IMDb id). */
export function placeFiles(root: string, films: BenchFilm[]) {
  for (const film of films) {
    const folder = path.join(root, `${film.nom} (${film.anio}) [${formatTitleId(film.imdb)}]`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'pelicula.mkv'), Buffer.alloc(500, 3));
  }
}
