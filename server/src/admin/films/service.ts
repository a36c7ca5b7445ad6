import type { FilmTorrent, FilmUpdateBody, FullCard, InlineEditBody } from '@cineclub/contract';
import type { SessionUser } from '../../accounts/session-user.js';
import type { CatalogueService } from '../../catalogue/service.js';
import type { Clock } from '../../clock.js';
import type { DiskConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { PersonRole } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { diskRoot } from '../../library/disks.js';
import { refreshFilmFiles } from '../../library/film-files.js';
import { formatTitleId } from '../../library/imdb-ids.js';
import { writeNewInside } from '../../library/safe-path.js';
import { TorrentError, torrentInfoHash } from '../../library/torrent.js';
import { clearSource } from '../../metadata/source-queries.js';
import type { SourcedField } from '../../metadata/sources.js';
import type { AuditService } from '../audit/service.js';
import { fieldChange, filmChanges } from './film-changes.js';
import type { FilmQueries, FilmWrite } from './queries.js';

export const NO_FILM = 'No existe esa película';
const ROLES: PersonRole[] = ['d', 'a', 'c', 'w'];
const ROLE_NAMES: Record<PersonRole, string> = {
  d: 'en dirección',
  a: 'en el reparto',
  c: 'en los créditos c',
  w: 'en los créditos w',
};

export interface FilmDeps {
  db: Db;
  queries: FilmQueries;
  audit: AuditService;
  catalogue: CatalogueService;
  disks: DiskConfig[];
  clock: Clock;
}

/** The film card's edits: its fields, its files' comments and torrents. */
export function createFilmService(deps: FilmDeps) {
  const { queries, audit } = deps;
  const line = audit.line;

  async function storedFilm(id: number) {
    const film = await queries.film(id);
    if (!film) throw new HttpError(404, NO_FILM);
    return film;
  }

  async function adminCard(id: number, user: SessionUser): Promise<FullCard> {
    const [card] = await deps.catalogue.ficha(id, { full: true, admin: true, user });
    return card as FullCard;
  }

  /** Checks the people of a full update and puts them in billing order per role. */
  function peopleOf(body: FilmUpdateBody): FilmWrite['pers'] {
    return ROLES.flatMap((role) => {
      const seen = new Set<number>();
      return body.pers[role].map((person) => {
        if (seen.has(person.i)) {
          throw new HttpError(400, `${person.n} está dos veces ${ROLE_NAMES[role]}`);
        }
        seen.add(person.i);
        return { role, id: person.i, nom: person.n };
      });
    });
  }

  async function checkGenres(codes: string[]) {
    const known = new Set(await queries.genreCodes());
    const unknown = codes.find((code) => !known.has(code));
    if (unknown) throw new HttpError(400, `No existe el género ${unknown}`);
    if (new Set(codes).size !== codes.length) throw new HttpError(400, 'Hay un género repetido');
  }

  async function checkImdb(filmId: number, imdb: number | null) {
    if (imdb === null) return;
    const other = await queries.filmByImdb(imdb);
    if (other && other.id !== filmId) {
      throw new HttpError(
        409,
        `El id IMDb ${formatTitleId(imdb)} ya es de otra película: «${other.nom}» (${other.id})`,
      );
    }
  }

  return {
    /** PUT /admin/pel/upficha/{id}: the card's inline edit of title or synopsis. */
    async inlineEdit(user: SessionUser, id: number, body: InlineEditBody): Promise<void> {
      const film = await storedFilm(id);
      const [field, value] =
        'nom' in body ? (['nom', body.nom] as const) : (['arg', body.arg] as const);
      const change = fieldChange(field, film[field], value);
      if (!change) return;
      await queries.updateFilm(id, { [field]: value }, line(user, id, change));
    },

    /** PUT /admin/pel/ficha/{id}: every field of the card, validated; answers the new card. */
    async updateFilm(user: SessionUser, id: number, body: FilmUpdateBody): Promise<FullCard> {
      const before = await storedFilm(id);
      await checkGenres(body.gens);
      await checkImdb(id, body.imdb);
      const lists = body.cols.map(([list]) => list);
      if (new Set(lists).size !== lists.length) {
        throw new HttpError(400, 'La película está dos veces en la misma lista');
      }
      const write: FilmWrite = {
        film: {
          nom: body.nom,
          nomo: body.nomo,
          nomen: body.nomen,
          anio: body.anio,
          dura: body.dura,
          arg: body.arg,
          imdb: body.imdb,
        },
        gens: body.gens,
        pers: peopleOf(body),
        cols: body.cols.map(([list, pos]) => ({ list, pos })),
      };
      const changes = filmChanges(before, { ...write.film, ...write });
      if (changes.length) {
        await queries.writeFilm(
          id,
          write,
          changes.map((change) => line(user, id, change)),
        );
      }
      return adminCard(id, user);
    },

    /**
     * POST /admin/pel/torrent/{id}: keeps a .torrent beside the film's largest file, where the
     * disk scan finds it again, and records it.
     */
    async uploadTorrent(
      user: SessionUser,
      id: number,
      body: Buffer | undefined,
    ): Promise<FilmTorrent> {
      await storedFilm(id);
      if (!body?.length) throw new HttpError(400, 'Falta el fichero .torrent');
      let code: string;
      try {
        code = torrentInfoHash(body);
      } catch (error) {
        if (!(error instanceof TorrentError)) throw error;
        throw new HttpError(400, `No es un fichero .torrent válido: ${error.message}`);
      }
      if (await queries.torrentByCode(code)) {
        throw new HttpError(409, 'Ese torrent ya está en el catálogo');
      }
      const file = await queries.largestFile(id);
      if (!file) throw new HttpError(409, 'La película no tiene ficheros: no hay dónde guardarlo');
      const root = diskRoot(deps.disks, file.disk);
      if (root === undefined) throw new HttpError(409, `El disco ${file.disk} no está en DISKS`);
      const base = file.name.replace(/\.[^.]*$/, '');
      const name = `${base}.${code.slice(0, 8)}.torrent`;
      await writeNewInside(root, { dir: file.dir, name }, body).catch(() => {
        throw new HttpError(409, `No se puede escribir en el disco ${file.disk}`);
      });
      const now = deps.clock();
      await queries.insertTorrent(
        { film_id: id, code, disk: file.disk, dir: file.dir, name },
        now,
        line(user, id, { action: 'torrent', detail: `Torrent subido: ${name}` }),
      );
      await refreshFilmFiles(deps.db, { now, filmIds: [id] });
      return { code, nom: name };
    },

    /**
     * DELETE /admin/pel/fuente/{id}/{field}: the field keeps its value but no longer its
     * source, so the next NFO scan or TMDB fill may write it (an owner's edit, undone).
     */
    async clearSource(user: SessionUser, id: number, field: SourcedField): Promise<void> {
      await storedFilm(id);
      await clearSource(deps.db, id, field);
      await deps.audit.record(user, id, { action: 'fuente', detail: `Fuente olvidada: ${field}` });
    },

    /** PUT /admin/arch/{id}/comen */
    async setFileComment(user: SessionUser, fileId: number, comen: string): Promise<void> {
      const file = await queries.file(fileId);
      if (!file) throw new HttpError(404, 'No existe ese fichero');
      if (file.comment === comen) return;
      const detail = `Comentario de ${file.name}: «${file.comment}» → «${comen}»`;
      await queries.setFileComment(
        fileId,
        comen,
        line(user, file.film_id, { action: 'arch.comen', detail }),
      );
    },
  };
}

export type FilmService = ReturnType<typeof createFilmService>;
