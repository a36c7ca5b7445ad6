import { REVIEW_MIN_RATINGS, type ReviewAnswer } from '@cineclub/contract';
import type { SessionUser } from '../../accounts/session-user.js';
import type { Clock } from '../../clock.js';
import { HttpError } from '../../http/errors.js';
import { type FilmFacts, memberYear } from './member-year.js';
import type { ReviewQueries } from './queries.js';
import { monthStarts, yearOf } from './year.js';

/**
 * The year in review (issue 32): a member's year (their own, or another member's through the
 * address they shared) beside the club's. What names the member respects their choices: their
 * seen marks count only for themselves or when they show them to the club (`club_marks`);
 * their scores, which every member sees on the cards, always count. The club's parts are
 * counts without names.
 */
export function createReviewService(deps: { queries: ReviewQueries; clock: Clock }) {
  const { queries, clock } = deps;

  return {
    async review(viewer: SessionUser, year: number, memberId?: number): Promise<ReviewAnswer> {
      const current = yearOf(clock());
      if (year > current) throw new HttpError(404, `El año ${year} aún no ha llegado`);
      const member = await queries.member(memberId ?? viewer.id);
      if (!member) throw new HttpError(404, 'No existe ese socio');
      const own = member.id === viewer.id;
      const starts = monthStarts(year);
      const range = { from: starts[0] ?? 0, to: starts[12] ?? 0 };
      const [first, marks, directors, genres, totals, months, best, wanted, downloaded] =
        await Promise.all([
          queries.firstActivity(member.id),
          queries.memberMarks(member.id, range),
          queries.memberDirectors(member.id, range),
          queries.memberGenres(member.id, range),
          queries.clubTotals(range),
          queries.clubMonths(starts),
          queries.bestRated(range, REVIEW_MIN_RATINGS),
          queries.mostWanted(range),
          queries.mostDownloaded(range),
        ]);
      const films = new Map<number, FilmFacts>(marks.map((row) => [row.film_id, filmOf(row)]));
      return {
        anio: year,
        desde: Math.min(first === null ? current : yearOf(first), current),
        hasta: current,
        socio: {
          id: member.id,
          nombre: member.name || member.email.split('@')[0] || '',
          propio: own,
        },
        suyo: memberYear({
          marks,
          films,
          directors,
          genres,
          starts,
          marksVisible: own || member.club_marks === 1,
        }),
        club: {
          ...totals,
          meses: months,
          mejores: best,
          minimo: REVIEW_MIN_RATINGS,
          deseadas: wanted,
          descargadas: downloaded,
        },
      };
    },
  };
}

function filmOf(row: { film_id: number; nom: string; anio: number | null; dura: number | null }) {
  return { id: row.film_id, nom: row.nom, anio: row.anio, dura: row.dura };
}

export type ReviewService = ReturnType<typeof createReviewService>;
