import type { ClubFeedAnswer, ClubFeedKind, FeedEntry, FeedMember } from '@cineclub/contract';
import { memberName } from '../../accounts/member-name.js';
import type { Clock } from '../../clock.js';
import {
  boundFor,
  compareKeys,
  type FeedKey,
  isAfter,
  localDayStart,
  nextLocalDay,
  pageOf,
  parseCursor,
  quoteOf,
  RANK,
} from './paging.js';
import type { FeedQueries } from './queries.js';

/** The longest comment the feed quotes, in characters; the card has the whole text. */
export const FEED_TEXT_CHARS = 280;
/** Films an arrival entry shows by name; the rest of the day is a count. */
export const ARRIVAL_FILMS = 6;
/** Films an arrival entry counts at most (a first scan of a whole library is 'más de 1.000'). */
export const ARRIVALS_COUNTED = 1_000;
const WEEK_SECONDS = 7 * 86_400;

type Keyed = { key: FeedKey; entry: FeedEntry };

interface MemberRow {
  user_id: number;
  name: string;
  email: string;
  picture: string;
}

/** A member as the feed names them: their name, or the first part of their address. */
function memberOf(row: MemberRow): FeedMember {
  return { id: row.user_id, nombre: memberName(row), foto: row.picture };
}

const filmOf = (row: { id: number; nom: string; anio: number | null; poster: number }) => ({
  id: row.id,
  nom: row.nom,
  anio: row.anio,
  poster: row.poster,
});

/**
 * The club's activity feed (issue 32, /club): ratings and comments, films that reached the
 * disks (one entry per local day), requests that became downloadable with who asked, and the
 * members' first weeks, newest first, paged by a cursor (paging.ts). Members with `club_feed`
 * off never appear; a request of theirs that was served still shows, without their name.
 */
export function createFeedService(deps: { queries: FeedQueries; clock: Clock }) {
  const { queries, clock } = deps;

  async function ratings(cursor: FeedKey | null, limit: number): Promise<Keyed[]> {
    const rows = await queries.ratings(boundFor(cursor, RANK.nota), limit);
    return rows.map((row) => {
      const quote = quoteOf(row.comen, FEED_TEXT_CHARS);
      const fecha = Number(row.fecha);
      return {
        key: { at: fecha, rank: RANK.nota, id: row.id },
        entry: {
          tipo: 'nota',
          fecha,
          socio: memberOf(row),
          peli: filmOf({ ...row, id: row.film_id }),
          voto: row.voto,
          comen: quote.text,
          cortado: quote.cut,
        },
      };
    });
  }

  /**
   * Arrivals, a day at a time: the newest arrival at or before the cursor names a day, whose
   * films are read through the index, then the search goes on before that day. A day's entry
   * is dated by its newest arrival and keyed by the day, so it is one entry however many films
   * a scan brought.
   */
  async function arrivals(
    cursor: FeedKey | null,
    limit: number,
    floor: FeedKey | null = null,
  ): Promise<Keyed[]> {
    const found: Keyed[] = [];
    let upTo = cursor?.at ?? null;
    let inclusive = true;
    while (found.length < limit) {
      const latest = await queries.latestArrival(upTo, inclusive);
      // Past the cursor's day a day's key is its latest arrival: below the floor, none counts.
      if (latest === null || (floor && latest < floor.at)) break;
      const day = localDayStart(latest);
      const end = nextLocalDay(day);
      const films = await queries.arrivalsIn(day, end, ARRIVAL_FILMS);
      const newest = films[0]?.first_file_at ?? latest;
      const key = { at: newest, rank: RANK.llegada, id: day };
      if (isAfter(key, cursor)) {
        const total = await queries.countArrivals(day, end, ARRIVALS_COUNTED + 1);
        found.push({
          key,
          entry: {
            tipo: 'llegada',
            fecha: newest,
            dia: day,
            pelis: films.map(filmOf),
            total: Math.min(total, ARRIVALS_COUNTED),
            mas: total > ARRIVALS_COUNTED,
          },
        });
      }
      upTo = day;
      inclusive = false;
    }
    return found;
  }

  async function requests(cursor: FeedKey | null, limit: number): Promise<Keyed[]> {
    const served = await queries.servedRequests(boundFor(cursor, RANK.peticion), limit);
    const askers = await queries.askers([...new Set(served.map((row) => row.id))]);
    return served.map((row) => ({
      key: { at: row.closed_at, rank: RANK.peticion, id: row.id },
      entry: {
        tipo: 'peticion',
        fecha: row.closed_at,
        peli: filmOf(row),
        socios: askers
          .filter((a) => a.film_id === row.id && Number(a.closed_at) === row.closed_at)
          .map(memberOf),
      },
    }));
  }

  async function joins(cursor: FeedKey | null, limit: number): Promise<Keyed[]> {
    const members = await queries.joins(boundFor(cursor, RANK.alta), limit);
    const weeks = await queries.firstWeeks(members.map((member) => member.user_id));
    const now = clock();
    return members.map((member) => {
      const week = weeks.find((w) => w.user_id === member.user_id);
      const fecha = Number(member.created_at);
      return {
        key: { at: fecha, rank: RANK.alta, id: member.user_id },
        entry: {
          tipo: 'alta',
          fecha,
          socio: memberOf(member),
          notas: Number(week?.notas ?? 0),
          comentarios: Number(week?.comentarios ?? 0),
          enCurso: now < fecha + WEEK_SECONDS,
        },
      };
    });
  }

  /** Film nights proposed and their winners (issue 48): in the whole feed only. */
  async function nights(cursor: FeedKey | null, limit: number): Promise<Keyed[]> {
    const [proposed, won] = await Promise.all([
      queries.nights(boundFor(cursor, RANK.sesion), limit),
      queries.winners(boundFor(cursor, RANK.ganadora), limit),
    ]);
    const sesion = (row: { id: number; titulo: string; cuando: number }) => ({
      id: row.id,
      titulo: row.titulo,
      cuando: Number(row.cuando),
    });
    return [
      ...proposed.map((row) => ({
        key: { at: Number(row.created_at), rank: RANK.sesion, id: row.id },
        entry: {
          tipo: 'sesion' as const,
          fecha: Number(row.created_at),
          sesion: sesion(row),
          propone: row.club_feed === 1 ? memberOf(row) : null,
        },
      })),
      ...won.map((row) => ({
        key: { at: Number(row.closed_at), rank: RANK.ganadora, id: row.id },
        entry: {
          tipo: 'ganadora' as const,
          fecha: Number(row.closed_at),
          sesion: sesion(row),
          peli: filmOf({ id: row.film_id, nom: row.nom, anio: row.anio, poster: row.poster }),
        },
      })),
    ];
  }

  const SOURCES = { notas: ratings, llegadas: arrivals, peticiones: requests } as const;

  /**
   * Every kind at once. Arrivals cost most (a few queries a day), so they are asked last, and
   * only down to the entry the other kinds already put past the end of the page (the floor):
   * a day below it could neither be on the page nor tell whether another page follows.
   */
  async function everything(cursor: FeedKey | null, size: number): Promise<Keyed[][]> {
    const others = await Promise.all(
      [ratings, requests, joins, nights].map((source) => source(cursor, size + 1)),
    );
    const floor = others.flat().sort((a, b) => compareKeys(a.key, b.key))[size]?.key ?? null;
    return [...others, await arrivals(cursor, size + 1, floor)];
  }

  return {
    async page(query: { tipo: ClubFeedKind; antes?: string; n: number }): Promise<ClubFeedAnswer> {
      const cursor = parseCursor(query.antes);
      const answers =
        query.tipo === 'todo'
          ? await everything(cursor, query.n)
          : [await SOURCES[query.tipo](cursor, query.n + 1)];
      const { entries, sig } = pageOf(answers, query.n);
      return { entradas: entries.map((keyed) => keyed.entry), sig };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
