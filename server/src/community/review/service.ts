import { type ClubYear, REVIEW_MIN_RATINGS, type ReviewAnswer } from '@cineclub/contract';
import { memberName } from '../../accounts/member-name.js';
import type { SessionUser } from '../../accounts/session-user.js';
import type { Clock } from '../../clock.js';
import { HttpError } from '../../http/errors.js';
import { clubScores, nightFilms } from './club-year.js';
import { type FilmFacts, memberYear } from './member-year.js';
import type { ReviewQueries } from './queries.js';
import { monthStarts, yearOf } from './year.js';

/** How long the club's part of a year is kept before it is computed again. */
const CLUB_KEEP_SECONDS = 60;

/**
 * The year in review (issue 32): a member's year (their own, or another member's through the
 * address they shared) beside the club's. What names the member respects their choices: their
 * seen marks count only for themselves or when they show them to the club (`club_marks`);
 * their scores, which every member sees on the cards, always count. The club's parts are
 * counts without names.
 */
export function createReviewService(deps: { queries: ReviewQueries; clock: Clock }) {
  const { queries, clock } = deps;
  const kept = new Map<number, { at: number; club: Promise<ClubYear> }>();

  /**
   * The club's part of a year, the same for every member: kept CLUB_KEEP_SECONDS, so fifty
   * members opening their reviews in the same days compute it once a minute, not fifty times.
   */
  function clubYearOf(year: number): Promise<ClubYear> {
    const now = clock();
    const hit = kept.get(year);
    if (hit && now - hit.at < CLUB_KEEP_SECONDS) return hit.club;
    const club = computeClubYear(queries, year, now);
    kept.set(year, { at: now, club });
    club.catch(() => kept.delete(year));
    return club;
  }

  return {
    async review(viewer: SessionUser, year: number, memberId?: number): Promise<ReviewAnswer> {
      const current = yearOf(clock());
      if (year > current) throw new HttpError(404, `El año ${year} aún no ha llegado`);
      const member = await queries.member(memberId ?? viewer.id);
      if (!member) throw new HttpError(404, 'No existe ese socio');
      const own = member.id === viewer.id;
      const marksVisible = own || member.club_marks === 1;
      const starts = monthStarts(year);
      const range = { from: starts[0] ?? 0, to: starts[12] ?? 0 };
      const [first, marks, directors, genres, club] = await Promise.all([
        queries.firstActivity(member.id, marksVisible),
        queries.memberMarks(member.id, range),
        queries.memberDirectors(member.id, range),
        queries.memberGenres(member.id, range),
        clubYearOf(year),
      ]);
      const films = new Map<number, FilmFacts>(marks.map((row) => [row.film_id, filmOf(row)]));
      return {
        anio: year,
        desde: Math.min(first === null ? current : yearOf(first), current),
        hasta: current,
        socio: {
          id: member.id,
          nombre: memberName(member),
          propio: own,
        },
        suyo: memberYear({
          marks,
          films,
          directors,
          genres,
          starts,
          marksVisible,
        }),
        club,
      };
    },
  };
}

/** The club's year: scores (club-year.ts), the most wanted and downloaded, with their titles. */
async function computeClubYear(
  queries: ReviewQueries,
  year: number,
  now: number,
): Promise<ClubYear> {
  const starts = monthStarts(year);
  const range = { from: starts[0] ?? 0, to: starts[12] ?? 0 };
  const [scores, wanted, downloaded, nights] = await Promise.all([
    queries.clubScores(range),
    queries.mostWanted(range),
    queries.mostDownloaded(range),
    queries.nightsHeld(range, now),
  ]);
  const club = clubScores(scores, starts, REVIEW_MIN_RATINGS);
  const shown = nightFilms(nights);
  const listed = [...club.best, ...wanted, ...downloaded, ...shown.lista].map((row) => row.film_id);
  const titles = new Map((await queries.films([...new Set(listed)])).map((f) => [f.id, f]));
  /** A list's rows with their film's title and year in place of its id. */
  const named = <Row extends { film_id: number }>(rows: Row[]) =>
    rows.flatMap(({ film_id, ...counts }) => {
      const peli = titles.get(film_id);
      return peli ? [{ peli, ...counts }] : [];
    });
  return {
    notas: club.notas,
    socios: club.socios,
    meses: club.meses,
    mejores: named(club.best),
    minimo: REVIEW_MIN_RATINGS,
    deseadas: named(wanted),
    descargadas: named(downloaded),
    sesiones: { total: nights.length, pelis: shown.pelis, lista: named(shown.lista) },
  };
}

function filmOf(row: {
  film_id: number;
  nom: string;
  anio: number | null;
  poster: number;
  dura: number | null;
}) {
  return { id: row.film_id, nom: row.nom, anio: row.anio, poster: row.poster, dura: row.dura };
}

export type ReviewService = ReturnType<typeof createReviewService>;
