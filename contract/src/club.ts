import { z } from 'zod';
import { filmComment } from './catalogue';
import { idSegment } from './common';

/**
 * A member as a film's card shows them in its club area (issue 32): their id (their page is
 * `/socio/{id}`), name and picture, and what they did with the film. `vista` and `quiero` are
 * false for a member who keeps their seen marks and watchlist from the club (`club_marks`);
 * `nota` (their newest score) and `coms` (how many comments with text they wrote) are always
 * shown, as ratings and comments are.
 */
export const filmMember = z.object({
  id: z.number().int(),
  nombre: z.string(),
  foto: z.string(),
  vista: z.boolean(),
  quiero: z.boolean(),
  nota: z.number().int().nullable(),
  coms: z.number().int(),
});
export type FilmMember = z.infer<typeof filmMember>;

/**
 * GET /api/peli/club/{id}: the members who have seen the film, want to see it or rated or
 * commented it (the one asking included), those who rated first, then by their newest mark;
 * at most CLUB_MEMBERS_SHOWN, `mas` how many more there are.
 */
export const filmClubAnswer = z.object({
  socios: z.array(filmMember),
  mas: z.number().int(),
});
export type FilmClubAnswer = z.infer<typeof filmClubAnswer>;

/** GET /api/peli/club/{id}/{socio}: one member's scores and comments on a film. */
export const memberOnFilmParams = z.object({ id: idSegment, socio: idSegment });

/** Their scores and comments, newest first (bare seen marks left out: `vista` says it). */
export const memberOnFilmAnswer = z.object({
  socio: filmMember,
  coms: z.array(filmComment),
});
export type MemberOnFilmAnswer = z.infer<typeof memberOnFilmAnswer>;
