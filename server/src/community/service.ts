import type {
  CommentBody,
  CommentPage,
  CommentPageQuery,
  FilmComment,
  FullCard,
  Notice,
  OpenRequest,
  UserMarks,
} from '@cineclub/contract';
import type { SessionUser } from '../accounts/session-user.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';
import type { FilmFileEvents } from '../library/film-files.js';
import { filmsArrived, noticeFilm } from '../notify/events.js';
import type { Notifier, NotifyEvent } from '../notify/queue.js';
import { marksOfComments, personalizeCards, toComment, withinBytes } from './personal.js';
import {
  type CommunityQueries,
  type CommunityQueriesOn,
  createCommunityQueries,
} from './queries.js';

const NO_FILM = 'No existe esa película';

/** The notice a requester gets when the film they asked for can be downloaded. */
export function downloadableNotice(film: { id: number; nom: string }): string {
  return `%${film.id}%${film.nom.replaceAll('%', ' ')}% ya se puede descargar`;
}

/** The notice a requester gets when an admin refuses their request; `note` says why. */
export function refusedNotice(film: { id: number; nom: string }, note: string): string {
  const text = `No hemos podido conseguir %${film.id}%${film.nom.replaceAll('%', ' ')}%`;
  return note ? `${text}: ${note}` : text;
}

/**
 * Tells everyone with an open request for the film that it can be downloaded now, and marks
 * their requests served; answers how many. Runs on whatever database handle it gets.
 */
export async function notifyRequesters(
  db: Db,
  filmId: number,
  now: number,
  notifier?: Notifier,
): Promise<number> {
  return notifyRequestersOf(db, [filmId], now, notifier);
}

/**
 * notifyRequesters for many films (a scan's chunk): the scanner passes its transaction, so the
 * notices commit with the new files. The banner notices and the closed requests go in a few
 * multi-row statements rather than one per requester (bench:notify: a round trip each on
 * PostgreSQL), and so do the outbox rows of the films' events (one per film and kind).
 */
export async function notifyRequestersOf(
  db: Db,
  filmIds: number[],
  now: number,
  notifier?: Notifier,
): Promise<number> {
  const queries = createCommunityQueries(db);
  const films = await queries.filmStates(filmIds);
  const requests = await queries.openRequestsOf(filmIds);
  const filmById = new Map(films.map((film) => [film.id, film]));
  // Map.groupBy is Node 21+; the site runs on Node 20.19 too.
  const requestsOf = new Map<number, typeof requests>();
  for (const request of requests) {
    const own = requestsOf.get(request.film_id);
    if (own) own.push(request);
    else requestsOf.set(request.film_id, [request]);
  }
  const notices: { user_id: number; fec: number; que: string }[] = [];
  const arrivals: { filmId: number; requesters: number[] }[] = [];
  const served: number[] = [];
  for (const filmId of filmIds) {
    const film = filmById.get(filmId);
    if (!film) continue;
    const own = requestsOf.get(filmId) ?? [];
    const requesters = [...new Set(own.map((request) => request.user_id))];
    arrivals.push({ filmId, requesters });
    const que = downloadableNotice(film);
    for (const userId of requesters) notices.push({ user_id: userId, fec: now, que });
    served.push(...own.map((request) => request.id));
  }
  // The members' channels (issue 44): in the same transaction as the new files.
  if (notifier) await filmsArrived(notifier, db, arrivals);
  await queries.addNotices(notices);
  await queries.closeRequests(served, 'served', now);
  return served.length;
}

/** The hooks the disk scan (and any other writer of files) calls: notify requesters. */
export function requestNotifier(now: number, notifier?: Notifier): FilmFileEvents {
  return {
    filmsBecameDownloadable: async (db, filmIds) => {
      await notifyRequestersOf(db, filmIds, now, notifier);
    },
  };
}

export function createCommunityService(deps: {
  queries: CommunityQueries;
  clock: Clock;
  limits: { commentsPerFilm: number; cardComments: number; commentBytes: number };
  /** Notifications (issue 44): events are queued in the transaction that records them. */
  notify?: { db: Db; notifier: Notifier };
}) {
  const { queries, clock, limits } = deps;

  /** Runs `write` on one transaction, with a `queue` for its events that commits with it. */
  async function recorded<T>(
    write: (q: CommunityQueriesOn, queue: (event: NotifyEvent) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const notify = deps.notify;
    if (!notify) return write(queries, async () => {});
    return createCommunityQueries(notify.db).inTransaction((within, trx) =>
      write(within, async (event) => {
        await notify.notifier.queue(trx, event);
      }),
    );
  }

  async function existingFilm(filmId: number) {
    const film = await queries.filmState(filmId);
    if (!film) throw new HttpError(404, NO_FILM);
    return film;
  }

  /** The user's own comment on that film, or the reason it cannot be touched. */
  async function ownComment(user: SessionUser, filmId: number, commentId: number) {
    const comment = await queries.comment(commentId);
    if (!comment || comment.film_id !== filmId)
      throw new HttpError(404, 'No existe ese comentario');
    if (comment.user_id !== user.id) throw new HttpError(403, 'Ese comentario no es tuyo');
    return comment;
  }

  const service = {
    async setWant(user: SessionUser, filmId: number, wanted: boolean) {
      await existingFilm(filmId);
      if (wanted) await queries.setWant(user.id, filmId, clock());
      else await queries.clearWant(user.id, filmId);
    },

    /** 'Avísame si descargable': only for films without files; it also sets the want flag. */
    async request(user: SessionUser, filmId: number) {
      const film = await existingFilm(filmId);
      if (film.file_count > 0) throw new HttpError(409, 'Esa película ya se puede descargar');
      await recorded(async (q, queue) => {
        await q.setWant(user.id, filmId, clock());
        await q.addRequest(user.id, filmId, clock());
        await queue({
          kind: 'jefe',
          actor: user.id,
          payload: {
            text: `Nueva petición de ${user.email}: «${film.nom}»`,
            enlace: '/admo/peticiones',
          },
        });
      });
    },

    async openRequests(): Promise<OpenRequest[]> {
      const rows = await queries.openRequests();
      return rows.map((row) => ({
        id: row.id,
        fecha: row.created_at,
        peli: { id: row.film_id, nom: row.nom, anio: row.anio },
        user: { email: row.email, nombre: row.name },
      }));
    },

    /**
     * An admin's answer to an open request: served or refused. The requester gets a notice
     * either way (served: the film can be downloaded; refused: with the admin's note, if any).
     * Answers the film, for the admin's audit line.
     */
    async answerRequest(requestId: number, served: boolean, note: string) {
      const request = await queries.filmRequest(requestId);
      if (!request) throw new HttpError(404, 'No existe esa petición');
      if (request.state !== 'open') throw new HttpError(409, 'Esa petición ya está cerrada');
      const film = await existingFilm(request.film_id);
      const que = served ? downloadableNotice(film) : refusedNotice(film, note);
      // Read before the transaction: on SQLite its one connection is the transaction's until it ends.
      const full = deps.notify && (await noticeFilm(deps.notify.db, film.id));
      await recorded(async (q, queue) => {
        await q.addNotice({ user_id: request.user_id, fec: clock(), que });
        await q.closeRequests([request.id], served ? 'served' : 'refused', clock());
        const text = served
          ? 'Ya se puede descargar.'
          : `No hemos podido conseguirla${note ? `: ${note}` : '.'}`;
        if (full)
          await queue({
            kind: 'respuesta',
            to: [request.user_id],
            payload: { films: [full], text },
          });
      });
      return film;
    },

    /** Posts a notice for everyone; answers it. */
    async postNotice(que: string, actorId?: number): Promise<Notice> {
      const fec = clock();
      const id = await recorded(async (q, queue) => {
        const noticeId = await q.addNotice({ user_id: null, fec, que });
        await queue({ kind: 'aviso', to: 'all', actor: actorId, payload: { text: que } });
        return noticeId;
      });
      return { id, fec, que };
    },

    /**
     * Writes a comment (issue 47: one mark per film). A new comment with text completes the
     * user's text-less entry (a score or seen mark alone) instead of adding a second one, keeping
     * its score and seen mark unless the new one sets them; a film marked seen leaves the
     * watchlist, as Letterboxd's does (the web offers 'Deshacer').
     */
    async saveComment(user: SessionUser, filmId: number, body: CommentBody): Promise<FilmComment> {
      await existingFilm(filmId);
      const wasSeen = body.vista ? await queries.hasSeen(user.id, filmId) : true;
      let values = {
        fecha: clock(),
        vista: body.vista ? 1 : 0,
        voto: body.voto,
        comen: body.comen,
      };
      let id = body.id;
      const bare = id || !body.comen.trim() ? undefined : await queries.bareMark(user.id, filmId);
      if (bare) {
        id = bare.id;
        values = {
          ...values,
          vista: values.vista || bare.vista,
          voto: values.voto >= 0 ? values.voto : bare.voto,
        };
      }
      if (id) {
        if (!bare) await ownComment(user, filmId, id);
        await queries.updateComment(id, filmId, values);
      } else {
        const row = { user_id: user.id, film_id: filmId, ...values };
        const added = await queries.insertCommentWithin(row, limits.commentsPerFilm);
        if (added === null) {
          throw new HttpError(
            429,
            'Ya tienes demasiados comentarios en esta película; borra alguno',
          );
        }
        id = added;
      }
      if (!wasSeen) await queries.clearWant(user.id, filmId);
      return {
        id,
        fecha: values.fecha,
        vista: values.vista === 1,
        voto: values.voto,
        comen: values.comen,
      };
    },

    /**
     * Seen, with a score, in one click (film nights' 'Qué os pareció'): edits the member's one
     * mark as the card's head does (the text-less comment if any, else the newest own one,
     * keeping its text), so clicking again changes the score and adds no second mark.
     */
    async markSeen(user: SessionUser, filmId: number, voto: number): Promise<FilmComment> {
      const entry =
        (await queries.bareMark(user.id, filmId)) ?? (await queries.newestComment(user.id, filmId));
      const comen = entry?.comen ?? '';
      return service.saveComment(user, filmId, { id: entry?.id, vista: true, voto, comen });
    },

    /** Others' comments on a film, newest first, a page at a time (what the card leaves out). */
    async comments(
      user: SessionUser,
      filmId: number,
      page: CommentPageQuery,
    ): Promise<CommentPage> {
      await existingFilm(filmId);
      const found = await queries.othersComments(filmId, user.id, page);
      const rows = withinBytes(found.rows, limits.commentBytes);
      const { total } = found;
      const next = page.desde + rows.length;
      return {
        coms: rows.map((row) => toComment(row, true)),
        total,
        sig: next < total ? next : null,
      };
    },

    async deleteComment(user: SessionUser, filmId: number, commentId: number) {
      await ownComment(user, filmId, commentId);
      await queries.deleteComment(commentId, filmId);
    },

    async notices(user: SessionUser | null): Promise<Notice[]> {
      return queries.noticesFor(user?.id ?? null);
    },

    async dismissNotice(user: SessionUser, noticeId: number) {
      const notice = await queries.notice(noticeId);
      if (!notice || (notice.user_id !== null && notice.user_id !== user.id)) {
        throw new HttpError(404, 'No existe ese aviso');
      }
      await queries.dismissNotice(noticeId, user.id);
    },

    async contact(user: SessionUser, text: string) {
      await recorded(async (q, queue) => {
        await q.addContactMessage({ user_id: user.id, email: user.email, fecha: clock(), text });
        await queue({
          kind: 'jefe',
          actor: user.id,
          payload: {
            text: `Nuevo mensaje de ${user.email}\n${text.slice(0, 2000)}`,
            enlace: '/admo/mensajes',
          },
        });
      });
    },

    /** The user's marks for list tiles (see `userMarks` in the contract). */
    async marks(user: SessionUser): Promise<UserMarks> {
      const { wanted, requested, comments } = await queries.marksOf(user.id);
      return { quiero: wanted, pedidas: requested, ...marksOfComments(comments) };
    },

    /**
     * Adds the user's state to full cards, with the newest comments (the user's own up to the
     * per-film bound, others' up to `cardComments` and `commentBytes`) and the average over all
     * of them. `comments` false leaves the comments out (list pages: see Personalize).
     */
    async personalize(
      cards: FullCard[],
      user: SessionUser | null,
      options: { comments: boolean },
    ): Promise<FullCard[]> {
      const ids = cards.map((card) => card.id);
      const bounds = { own: limits.commentsPerFilm, others: limits.cardComments };
      const [comments, stats, wanted, requested] = await Promise.all([
        user && options.comments ? queries.commentsOf(ids, user.id, bounds) : [],
        queries.commentStats(ids, user?.id ?? null),
        user ? queries.wantedAmong(user.id, ids) : [],
        user ? queries.requestedAmong(user.id, ids) : [],
      ]);
      return personalizeCards(cards, {
        userId: user?.id ?? null,
        comments,
        stats,
        wanted: new Set(wanted),
        requested: new Set(requested),
        commentBytes: limits.commentBytes,
      });
    },
  };
  return service;
}

export type CommunityService = ReturnType<typeof createCommunityService>;
