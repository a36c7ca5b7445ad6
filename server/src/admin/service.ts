import {
  type AdminNotice,
  type AdminUser,
  type AuditPage,
  type ContactMessage,
  type FilmTorrent,
  type FilmUpdateBody,
  type FullCard,
  type InlineEditBody,
  perms as knownPerms,
  type MessagesPage,
  type Notice,
  noticeFilmIds,
  type Perm,
  POSTER_MAX_BYTES,
  type PosterAnswer,
  posterKindOf,
  type UsersPage,
} from '@cineclub/contract';
import type { AccountsQueries } from '../accounts/queries.js';
import type { SessionUser } from '../accounts/session-user.js';
import type { PosterStore } from '../catalogue/poster-store.js';
import type { CatalogueService } from '../catalogue/service.js';
import type { Clock } from '../clock.js';
import type { CommunityService } from '../community/service.js';
import type { DiskConfig } from '../config.js';
import type { Db } from '../db/connection.js';
import type { PersonRole } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { diskRoot } from '../library/disks.js';
import { refreshFilmFiles } from '../library/film-files.js';
import { formatTitleId } from '../library/imdb-ids.js';
import { writeNewInside } from '../library/safe-path.js';
import { TorrentError, torrentInfoHash } from '../library/torrent.js';
import { fieldChange, filmChanges } from './film-changes.js';
import type { AdminQueries, AuditValues, FilmWrite } from './queries.js';

const NO_FILM = 'No existe esa película';
export const POSTER_TOO_LARGE = `La imagen pasa de ${POSTER_MAX_BYTES / 1024 / 1024} MB`;
const NO_USER = 'No existe ese usuario';
const ROLES: PersonRole[] = ['d', 'a', 'c', 'w'];
const ROLE_NAMES: Record<PersonRole, string> = {
  d: 'en dirección',
  a: 'en el reparto',
  c: 'en los créditos c',
  w: 'en los créditos w',
};

export interface AdminDeps {
  db: Db;
  queries: AdminQueries;
  accounts: AccountsQueries;
  community: CommunityService;
  catalogue: CatalogueService;
  posters: PosterStore;
  disks: DiskConfig[];
  clock: Clock;
}

/** Pages of admin lists: `sig` is the next offset, null on the last page. */
function nextOf(offset: number, shown: number, total: number): number | null {
  const next = offset + shown;
  return next < total ? next : null;
}

export function createAdminService(deps: AdminDeps) {
  const { queries, clock } = deps;

  /** An audit line of `user`'s change (the film's, if any). */
  const line = (
    user: SessionUser,
    filmId: number | null,
    change: { action: string; detail: string },
  ): AuditValues => ({
    user_id: user.id,
    email: user.email,
    at: clock(),
    film_id: filmId,
    action: change.action,
    detail: change.detail,
  });

  async function storedFilm(id: number) {
    const film = await queries.film(id);
    if (!film) throw new HttpError(404, NO_FILM);
    return film;
  }

  async function adminCard(id: number, user: SessionUser): Promise<FullCard> {
    const [card] = await deps.catalogue.ficha(id, { full: true, admin: true, user });
    return card as FullCard;
  }

  function toAdminUser(row: NonNullable<Awaited<ReturnType<AdminQueries['user']>>>): AdminUser {
    return {
      id: row.id,
      email: row.email,
      nombre: row.name,
      picture: row.picture,
      perms: knownPerms.filter((perm) => row.perms.includes(perm)),
      creado: row.created_at,
      sesiones: row.sessions,
      ultimo: row.lastUsed,
    };
  }

  async function adminUser(id: number): Promise<AdminUser> {
    const row = await queries.user(id, clock());
    if (!row) throw new HttpError(404, NO_USER);
    return toAdminUser(row);
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

    /** PUT /admin/pel/poster/{id}: a JPEG, PNG or WebP under a new poster number. */
    async uploadPoster(
      user: SessionUser,
      id: number,
      body: Buffer | undefined,
    ): Promise<PosterAnswer> {
      await storedFilm(id);
      if (!body?.length) throw new HttpError(400, 'Falta la imagen');
      if (body.length > POSTER_MAX_BYTES) throw new HttpError(413, POSTER_TOO_LARGE);
      const kind = posterKindOf(body);
      if (!kind) throw new HttpError(415, 'La imagen debe ser JPEG, PNG o WebP');
      // A new number, so that the poster's URL answers a new ETag and caches let the old go.
      const staged = await deps.posters.stage(kind, body);
      const detail = `Póster nuevo (${kind}, ${Math.ceil(body.length / 1024)} KB)`;
      const { poster, previous } = await queries
        .setPoster(
          id,
          (number) => deps.posters.place(staged, number),
          line(user, id, { action: 'poster', detail }),
        )
        .finally(() => deps.posters.discard(staged));
      await deps.posters.remove(previous);
      return { poster };
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
      const now = clock();
      await queries.insertTorrent(
        { film_id: id, code, disk: file.disk, dir: file.dir, name },
        now,
        line(user, id, { action: 'torrent', detail: `Torrent subido: ${name}` }),
      );
      await refreshFilmFiles(deps.db, { now, filmIds: [id] });
      return { code, nom: name };
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

    async audit(query: { peli?: number; desde: number; n: number }): Promise<AuditPage> {
      const { rows, total } = await queries.auditPage(query.peli, query.desde, query.n);
      return {
        lineas: rows.map((row) => ({
          id: row.id,
          fecha: Number(row.at),
          user: row.email,
          peli: row.film_id === null ? null : { id: row.film_id, nom: row.nom ?? '' },
          accion: row.action,
          detalle: row.detail,
        })),
        total,
        sig: nextOf(query.desde, rows.length, total),
      };
    },

    async users(query: { q: string; desde: number; n: number }): Promise<UsersPage> {
      const { rows, total } = await queries.usersPage(query.q, query.desde, query.n, clock());
      return {
        usuarios: rows.map(toAdminUser),
        total,
        sig: nextOf(query.desde, rows.length, total),
      };
    },

    /** Grants a permission. Permissions are read per request, so it counts at once. */
    async grant(admin: SessionUser, userId: number, perm: Perm): Promise<AdminUser> {
      const target = await adminUser(userId);
      if (!target.perms.includes(perm)) {
        const detail = `Permiso ${perm} concedido a ${target.email}`;
        await queries.grant(userId, perm, line(admin, null, { action: 'perm.alta', detail }));
      }
      return adminUser(userId);
    },

    async revoke(admin: SessionUser, userId: number, perm: Perm): Promise<AdminUser> {
      if (userId === admin.id && perm === 'admo') {
        throw new HttpError(409, 'No puedes quitarte a ti mismo el permiso de administrador');
      }
      const target = await adminUser(userId);
      if (target.perms.includes(perm)) {
        const detail = `Permiso ${perm} retirado a ${target.email}`;
        await queries.revoke(userId, perm, line(admin, null, { action: 'perm.baja', detail }));
      }
      return adminUser(userId);
    },

    async endSessions(admin: SessionUser, userId: number): Promise<void> {
      const target = await adminUser(userId);
      await deps.accounts.deleteSessionsOfUser(userId);
      const detail = `Sesiones cerradas de ${target.email} (${target.sesiones})`;
      await queries.addAudit(line(admin, null, { action: 'sesiones', detail }));
    },

    async deleteUser(admin: SessionUser, userId: number): Promise<void> {
      if (userId === admin.id) {
        throw new HttpError(409, 'No puedes borrar tu propia cuenta desde aquí');
      }
      const target = await adminUser(userId);
      await deps.accounts.deleteUser(userId);
      const detail = `Usuario borrado: ${target.email}`;
      await queries.addAudit(line(admin, null, { action: 'usuario.baja', detail }));
    },

    async notices(): Promise<AdminNotice[]> {
      const rows = await queries.publicNotices();
      return rows.map((row) => ({
        id: row.id,
        fec: Number(row.fec),
        que: row.que,
        descartado: row.dismissed,
      }));
    },

    /** A notice for everyone; its `%id%title%` links must name films that exist. */
    async postNotice(admin: SessionUser, que: string): Promise<Notice> {
      const ids = noticeFilmIds(que);
      const found = new Set((await queries.existingFilms(ids)).map((film) => film.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) {
        throw new HttpError(
          400,
          `El aviso enlaza a películas que no existen: ${missing.join(', ')}`,
        );
      }
      const notice = await deps.community.postNotice(que);
      await queries.addAudit(line(admin, null, { action: 'aviso.alta', detail: que }));
      return notice;
    },

    /** Deletes a notice for everyone (a user's own notices are dismissed, not deleted). */
    async deleteNotice(admin: SessionUser, noticeId: number): Promise<void> {
      if (!(await queries.deleteNotice(noticeId))) {
        throw new HttpError(404, 'No existe ese aviso');
      }
      const detail = `Aviso ${noticeId} borrado`;
      await queries.addAudit(line(admin, null, { action: 'aviso.baja', detail }));
    },

    async answerRequest(
      admin: SessionUser,
      requestId: number,
      body: { estado: 'servida' | 'rechazada'; nota: string },
    ): Promise<void> {
      const served = body.estado === 'servida';
      const film = await deps.community.answerRequest(requestId, served, body.nota);
      const detail = `Petición ${requestId} ${body.estado}${body.nota ? `: ${body.nota}` : ''}`;
      await queries.addAudit(line(admin, film.id, { action: `peticion.${body.estado}`, detail }));
    },

    async messages(query: {
      pendientes: boolean;
      desde: number;
      n: number;
    }): Promise<MessagesPage> {
      const page = await queries.messagesPage(query.pendientes, query.desde, query.n);
      const mensajes: ContactMessage[] = page.rows.map((row) => ({
        id: row.id,
        fecha: Number(row.fecha),
        email: row.email,
        text: row.text,
        leido: row.read_at === null ? null : Number(row.read_at),
      }));
      return {
        mensajes,
        total: page.total,
        sig: nextOf(query.desde, mensajes.length, page.total),
        pendientes: page.unread,
      };
    },

    async markMessageRead(messageId: number): Promise<void> {
      if (!(await queries.message(messageId))) throw new HttpError(404, 'No existe ese mensaje');
      await queries.markMessageRead(messageId, clock());
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
