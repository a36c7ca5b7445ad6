import {
  type Attendance,
  FILM_NIGHT,
  type FilmNight,
  type FilmNightBody,
  type FilmNightList,
  type FilmNightMember,
  type FilmNightSuggestions,
} from '@cineclub/contract';
import { memberName } from '../accounts/member-name.js';
import type { SessionUser } from '../accounts/session-user.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';
import type { Notifier } from '../notify/queue.js';
import { createAnnouncer } from './announce.js';
import { createCalendarTokens, hashToken } from './calendar-tokens.js';
import { type NightEvent, nightsCalendar, serverTimeZone } from './ics.js';
import { cancelNotice, cancelSubject } from './notice-texts.js';
import { createSessionQueries, type SessionQueries } from './queries.js';
import { nightEnd } from './tally.js';

const NO_NIGHT = 'No existe esa sesión';
const PAST_SHOWN = 20;
/** How far back the calendar feed goes. */
const FEED_DAYS = 60;

/** Marks the winner seen with a score: the community service's own comment writer. */
export type MarkSeen = (user: SessionUser, filmId: number, score: number) => Promise<unknown>;

type NightRow = NonNullable<Awaited<ReturnType<SessionQueries['night']>>>;

const asMember = (row: { user_id: number; name: string; email: string; picture: string }) => ({
  id: row.user_id,
  nombre: memberName(row),
  picture: row.picture,
});

const average = (sum: number, count: number) => Math.round((sum / count) * 10) / 10;

type FilmRow = { id: number; nom: string; anio: number | null; poster: number; file_count: number };

function asSuggestions(rows: (FilmRow & { n: number | null })[]): FilmNightSuggestions {
  return {
    pelis: rows.map((row) => ({
      id: row.id,
      nom: row.nom,
      anio: row.anio,
      poster: row.poster,
      descargable: row.file_count > 0,
      quieren: Number(row.n ?? 0),
    })),
  };
}

export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  markSeen: MarkSeen;
  shareKeyFile: string;
  limits: { filmNightsOpen: number };
  /** Email and push, where the server has them (issue 44). */
  notifier?: Notifier;
}) {
  const { db, clock, markSeen, limits } = deps;
  const announce = createAnnouncer(deps.notifier);
  const queries = createSessionQueries(db);
  const tokens = createCalendarTokens(deps.shareKeyFile);
  const isOwner = (user: SessionUser) => user.perms.includes('admo');

  async function existing(id: number): Promise<NightRow> {
    const night = await queries.night(id);
    if (!night) throw new HttpError(404, NO_NIGHT);
    return night;
  }

  /** The times and films of a proposal or an edit, checked; answers the distinct film ids. */
  async function checked(body: FilmNightBody, now: number, keepDeadline?: number) {
    const deadlineChecked = keepDeadline === undefined || body.cierre !== keepDeadline;
    if (deadlineChecked && body.cierre <= now) {
      throw new HttpError(400, 'El cierre de la votación tiene que ser en el futuro');
    }
    if (body.cuando <= body.cierre) {
      throw new HttpError(400, 'La votación tiene que cerrarse antes de la sesión');
    }
    if (body.cuando > now + FILM_NIGHT.maxAheadSeconds) {
      throw new HttpError(400, 'La sesión no puede ser dentro de más de un año');
    }
    const films = [...new Set(body.candidatas)];
    if (films.length !== body.candidatas.length) {
      throw new HttpError(400, 'Una película está dos veces entre las candidatas');
    }
    const found = await queries.filmsIn(films);
    if (found.length !== films.length) {
      throw new HttpError(400, 'Alguna de las películas no está en el catálogo');
    }
    return films;
  }

  const values = (body: FilmNightBody) => ({
    titulo: body.titulo,
    cuando: body.cuando,
    lugar: body.lugar,
    cierre: body.cierre,
  });

  function mayEdit(user: SessionUser, night: NightRow, now: number): boolean {
    if (night.estado === 'cancelada') return false;
    if (isOwner(user)) return night.cuando > now;
    return night.user_id === user.id && night.estado === 'abierta' && night.cierre > now;
  }

  async function detail(user: SessionUser, night: NightRow): Promise<FilmNight> {
    const now = clock();
    const [candidates, votes, attendance] = await Promise.all([
      queries.candidates(night.id),
      queries.votes(night.id),
      queries.attendance(night.id),
    ]);
    const shown = (row: { user_id: number; club_feed: number }) =>
      row.user_id === user.id || row.club_feed === 1;
    const winner = candidates.find((film) => film.id === night.ganadora) ?? null;
    const mine = attendance.find((row) => row.user_id === user.id)?.va ?? null;
    const ocultos = { si: 0, quiza: 0, no: 0 };
    for (const row of attendance) if (!shown(row)) ocultos[row.va] += 1;
    const scores = await afterScores(night, winner?.id ?? null, user.id);
    const fin = nightEnd(night.cuando, winner?.dura ?? null);
    return {
      id: night.id,
      titulo: night.titulo,
      cuando: night.cuando,
      lugar: night.lugar,
      cierre: night.cierre,
      estado: night.estado,
      fin,
      propone: asMember({ ...night, user_id: night.user_id }),
      candidatas: candidates.map((film) => {
        const voters = votes.filter((vote) => vote.film_id === film.id);
        return {
          id: film.id,
          nom: film.nom,
          anio: film.anio,
          poster: film.poster,
          dura: film.dura,
          descargable: film.file_count > 0,
          votos: voters.length,
          votantes: voters.filter(shown).map(asMember),
          quieren: Number(film.wanted ?? 0),
          club: film.raters
            ? { nota: average(film.score_sum ?? 0, film.raters), votos: film.raters }
            : null,
        };
      }),
      ganadora: winner?.id ?? null,
      asistentes: attendance.filter(shown).map((row) => ({ ...asMember(row), va: row.va })),
      ocultos,
      miVoto: votes.filter((vote) => vote.user_id === user.id).map((vote) => vote.film_id),
      miAsistencia: mine,
      puedeEditar: mayEdit(user, night, now),
      puedeCancelar: mayEdit(user, night, now),
      preguntar: winner !== null && mine === 'si' && now >= fin,
      ...scores,
    };
  }

  /** The winner's score by those who came (each one's newest), the club's, and the viewer's. */
  async function afterScores(night: NightRow, winner: number | null, viewer: number) {
    if (winner === null) return { notaAsistentes: null, notaClub: null, miNota: null };
    const came = await queries.comingTo(night.id);
    const rows = await queries.scoresOf(winner, [...new Set([...came, viewer])]);
    const newest = new Map<number, number>();
    for (const row of rows) if (!newest.has(row.user_id)) newest.set(row.user_id, row.voto);
    const theirs = came.flatMap((id) => (newest.has(id) ? [newest.get(id) as number] : []));
    const club = await queries.clubScore(winner);
    return {
      notaAsistentes: theirs.length
        ? {
            nota: average(
              theirs.reduce((a, b) => a + b, 0),
              theirs.length,
            ),
            votos: theirs.length,
          }
        : null,
      notaClub: club?.raters
        ? { nota: average(club.score_sum, club.raters), votos: club.raters }
        : null,
      miNota: newest.get(viewer) ?? null,
    };
  }

  async function events(rows: Awaited<ReturnType<SessionQueries['feedNights']>>, origin: string) {
    const out: NightEvent[] = [];
    for (const row of rows) {
      const candidates = row.nom ? [] : (await queries.candidates(row.id)).map((film) => film.nom);
      out.push({
        id: row.id,
        titulo: row.titulo,
        lugar: row.lugar,
        start: row.cuando,
        end: nightEnd(row.cuando, row.dura ?? null),
        winner: row.nom ?? null,
        candidates,
        cancelled: row.estado === 'cancelada',
        sequence: row.sequence,
        created: row.created_at,
        link: `${origin}/sesion/${row.id}`,
      });
    }
    return out;
  }

  const calendarOf = (list: NightEvent[], origin: string) =>
    nightsCalendar(list, {
      name: 'Sesiones del cineclub',
      zone: serverTimeZone(),
      uidDomain: new URL(origin).hostname || 'cineclub',
    });

  async function feedToken(user: SessionUser, renew: boolean): Promise<string> {
    const row = renew ? undefined : await queries.calendarToken(user.id);
    if (row) return tokens.tokenOf(user.id, row.salt);
    const salt = tokens.newSalt();
    const token = tokens.tokenOf(user.id, salt);
    await queries.setCalendarToken(user.id, salt, hashToken(token), clock());
    return token;
  }

  const feedUrl = (origin: string, token: string) =>
    `${origin.replace(/^https?:/, 'webcal:')}/api/sesiones/calendario/${token}`;

  return {
    async propose(user: SessionUser, body: FilmNightBody) {
      const now = clock();
      const films = await checked(body, now);
      if ((await queries.comingNightsOf(user.id, now)) >= limits.filmNightsOpen) {
        throw new HttpError(
          429,
          `Ya tienes ${limits.filmNightsOpen} sesiones por venir; espera a que pase alguna o cancela una`,
        );
      }
      return { id: await queries.insertNight(user.id, values(body), films, now) };
    },

    async list(user: SessionUser): Promise<FilmNightList> {
      const { coming, past } = await queries.list(clock(), user.id, PAST_SHOWN);
      const summary = (row: (typeof coming)[number]) => ({
        id: row.id,
        titulo: row.titulo,
        cuando: row.cuando,
        lugar: row.lugar,
        cierre: row.cierre,
        estado: row.estado,
        candidatas: Number(row.candidatas ?? 0),
        ganadora:
          row.ganadora !== null && row.nom !== null
            ? { id: row.ganadora, nom: row.nom, poster: row.poster ?? 0 }
            : null,
        vienen: Number(row.vienen ?? 0),
        votado: Number(row.votado ?? 0) > 0,
      });
      return { proximas: coming.map(summary), pasadas: past.map(summary) };
    },

    async suggestions(): Promise<FilmNightSuggestions> {
      return asSuggestions(await queries.suggestions(24));
    },

    async search(text: string): Promise<FilmNightSuggestions> {
      return asSuggestions(await queries.search(text, 12));
    },

    async night(user: SessionUser, id: number) {
      return detail(user, await existing(id));
    },

    async edit(user: SessionUser, id: number, body: FilmNightBody) {
      const night = await existing(id);
      const now = clock();
      if (!mayEdit(user, night, now)) {
        throw new HttpError(403, 'Sólo quien la propuso puede cambiarla, y hasta el cierre');
      }
      const closed = night.estado !== 'abierta';
      const films = await checked(body, now, closed ? night.cierre : undefined);
      if (closed) {
        const before = (await queries.candidates(id)).map((film) => film.id);
        if (body.cierre !== night.cierre || before.join() !== films.join()) {
          throw new HttpError(
            409,
            'La votación ya se cerró: sólo cambian el título, la hora y el sitio',
          );
        }
      }
      await queries.updateNight(id, values(body), films);
      return detail(user, await existing(id));
    },

    async cancel(user: SessionUser, id: number) {
      const night = await existing(id);
      const now = clock();
      if (!mayEdit(user, night, now)) {
        throw new HttpError(403, 'Sólo quien la propuso puede cancelarla, y hasta el cierre');
      }
      const told = await queries.interested(id);
      await queries.inTransaction(async (within, trx) => {
        await within.cancelNight(id);
        await announce(
          trx,
          {
            kind: 'cancelada',
            night,
            userIds: told.filter((u) => u !== user.id),
            text: cancelNotice(night),
            subject: cancelSubject(night),
          },
          now,
        );
      });
      return detail(user, await existing(id));
    },

    async vote(user: SessionUser, id: number, films: number[]) {
      const night = await existing(id);
      if (night.estado !== 'abierta' || night.cierre <= clock()) {
        throw new HttpError(409, 'La votación de esta sesión ya se cerró');
      }
      const chosen = [...new Set(films)];
      const candidates = new Set((await queries.candidates(id)).map((film) => film.id));
      if (chosen.some((film) => !candidates.has(film))) {
        throw new HttpError(400, 'Sólo puedes votar películas candidatas de esta sesión');
      }
      await queries.replaceVote(id, user.id, chosen);
      return detail(user, night);
    },

    async attend(user: SessionUser, id: number, va: Attendance) {
      const night = await existing(id);
      if (night.estado === 'cancelada') throw new HttpError(409, 'Esta sesión se canceló');
      if (night.cuando <= clock()) throw new HttpError(409, 'Esta sesión ya empezó');
      await queries.setAttendance(id, user.id, va, clock());
      return detail(user, night);
    },

    /** 'Qué os pareció': one click marks the winner seen with the member's score. */
    async rate(user: SessionUser, id: number, score: number) {
      const night = await existing(id);
      const view = await detail(user, night);
      if (!view.preguntar || view.ganadora === null) {
        throw new HttpError(409, 'Sólo quien vino puntúa la película, una vez acabada la sesión');
      }
      await markSeen(user, view.ganadora, score);
      return detail(user, night);
    },

    async nightIcs(id: number, origin: string): Promise<string> {
      await existing(id);
      const rows = await queries.feedNights(0, id);
      return calendarOf(await events(rows, origin), origin);
    },

    async calendarUrl(user: SessionUser, origin: string, renew: boolean) {
      return { url: feedUrl(origin, await feedToken(user, renew)) };
    },

    /** The feed of the member whose token this is; null for a token that matches nobody. */
    async feed(token: string, origin: string): Promise<string | null> {
      const owner = await queries.userOfToken(hashToken(token));
      if (!owner) return null;
      const rows = await queries.feedNights(clock() - FEED_DAYS * 86_400);
      return calendarOf(await events(rows, origin), origin);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
export type { FilmNightMember };
