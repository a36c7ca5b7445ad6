import type { FilmClubAnswer, MemberOnFilmAnswer } from '@cineclub/contract';
import { CLUB_MEMBERS_SHOWN } from '@cineclub/contract';
import { HttpError } from '../http/errors.js';
import { filmMembers } from './club-members.js';
import type { ClubQueries } from './club-queries.js';
import type { CommunityQueries } from './queries.js';

/**
 * The club on a film's card (issue 32): who of the members has seen it, wants it or rated it,
 * and what one of them wrote about it. Signed-in members only (visitors see no names).
 */
export function createClubService(deps: {
  queries: ClubQueries;
  community: Pick<CommunityQueries, 'filmState'>;
  limits: { commentsPerFilm: number };
}) {
  const { queries, limits } = deps;

  async function existingFilm(filmId: number) {
    if (!(await deps.community.filmState(filmId))) {
      throw new HttpError(404, 'No existe esa película');
    }
  }

  /** The members of a film's club area, one member's facts narrowed when `userId` is given. */
  async function membersOf(filmId: number, userId?: number) {
    const [marks, scores, wants] = await Promise.all([
      queries.marksOn(filmId),
      queries.scoresOn(filmId, userId),
      queries.wantersOf(filmId, userId),
    ]);
    const ids = new Set([...marks.map((row) => row.user_id), ...wants.map((row) => row.user_id)]);
    const wanted = userId === undefined ? [...ids] : [userId];
    const members = await queries.members(wanted);
    return { shown: filmMembers({ marks, scores, wants, members }), members };
  }

  return {
    async filmClub(filmId: number): Promise<FilmClubAnswer> {
      await existingFilm(filmId);
      const all = (await membersOf(filmId)).shown;
      return {
        socios: all.slice(0, CLUB_MEMBERS_SHOWN),
        mas: Math.max(0, all.length - CLUB_MEMBERS_SHOWN),
      };
    },

    /**
     * One member's scores and comments on the film, newest first. A member who keeps their
     * seen marks from the club shows no seen flag on them, and bare seen marks are never listed
     * (the member's `vista` says it, when they let the club see it).
     */
    async memberOnFilm(filmId: number, userId: number): Promise<MemberOnFilmAnswer> {
      await existingFilm(filmId);
      const { shown, members } = await membersOf(filmId, userId);
      const [socio] = shown;
      if (!socio) throw new HttpError(404, 'Ese socio no tiene nada sobre esta película');
      const open = members[0]?.club_marks === 1;
      const rows = await queries.commentsBy(filmId, userId, limits.commentsPerFilm);
      const coms = rows
        .filter((row) => row.voto >= 0 || row.comen !== '')
        .map((row) => ({
          id: row.id,
          fecha: row.fecha,
          vista: open && row.vista === 1,
          voto: row.voto,
          comen: row.comen,
        }));
      return { socio, coms };
    },
  };
}

export type ClubService = ReturnType<typeof createClubService>;
