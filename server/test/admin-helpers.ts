import crypto from 'node:crypto';
import path from 'node:path';
import type { FilmUpdateBody, FullCard } from '@cineclub/contract';
import bencode from 'bencode';
import { TEST_NOW, type TestServer } from './helpers.js';
import { DATASET_V1, writeImdbDir } from './import-helpers.js';

/** The smallest bytes each image kind is told by (the server checks signatures, not pixels). */
export const IMAGE = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  gif: Buffer.from('GIF89a..............'),
};

/** A valid single-file .torrent; `name` makes its info hash (its code) differ. */
export function torrentBytes(name: string): Buffer {
  const info = { length: 10, name, 'piece length': 16_384, pieces: crypto.randomBytes(20) };
  return Buffer.from(bencode.encode({ announce: 'http://tracker.local/announce', info }));
}

/** A list file of the curated lists' CSV format: position and IMDb id. */
export const LIST_CSV = 'posición,imdb\n1,tt0111161\n2,tt0068646\n';

/** A folder with a tiny IMDb dataset, for the import job (a new temp folder by default). */
export const imdbDir = (dir?: string) => writeImdbDir(DATASET_V1, dir);

/**
 * What the admin calls act on, made straight in the database: spare users (to grant, end the
 * sessions of and delete), a notice for everyone, an open request, a contact message, a file of
 * the film and another film to edit; and an IMDb dataset folder in DATA_DIR.
 */
export async function adminFixtures(server: TestServer, filmId: number) {
  const { db } = server;
  const user = async (email: string) =>
    (
      await db
        .insertInto('user')
        .values({ email, name: email, created_at: TEST_NOW })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const spareUser = await user('repuesto@example.org');
  const doomedUser = await user('condenado@example.org');
  const notice = await db
    .insertInto('notice')
    .values({ user_id: null, fec: TEST_NOW, que: 'Aviso de prueba' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const request = await db
    .insertInto('film_request')
    .values({ user_id: spareUser, film_id: filmId, created_at: TEST_NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto('contact_message')
    .values({ user_id: spareUser, email: 'repuesto@example.org', fecha: TEST_NOW, text: 'Hola' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = await db
    .selectFrom('file')
    .select('id')
    .where('film_id', '=', filmId)
    .executeTakeFirstOrThrow();
  const editFilm = await db
    .selectFrom('film')
    .select('id')
    .where('id', '!=', filmId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    editFilmId: editFilm.id,
    imdbDir: imdbDir(path.join(server.dataDir, 'imdb')),
    spareUser,
    doomedUser,
    noticeId: notice.id,
    requestId: request.id,
    messageId: message.id,
    fileId: file.id,
  };
}
export type AdminFixtures = Awaited<ReturnType<typeof adminFixtures>>;

/** A film card body for PUT /admin/pel/ficha/{id}, from what the admin ficha answered. */
export function filmBody(card: FullCard): FilmUpdateBody {
  return {
    nom: card.nom,
    nomo: card.nomo,
    nomen: card.nomen,
    anio: card.anio,
    dura: card.dura,
    arg: card.arg,
    gens: Object.keys(card.gens),
    pers: card.pers,
    imdb: card.imdb,
    cols: card.cols,
  };
}
