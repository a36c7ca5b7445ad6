import { idParams } from '../catalogue';
import { filmClubAnswer, memberOnFilmAnswer, memberOnFilmParams } from '../club';
import { defineCalls } from './define';

/** Calls of the club on cards, its best list and its activity feed (issue 32). */
export const clubCalls = defineCalls({
  /** The members who have seen, want or rated a film: the avatars of its card's club area. */
  filmClub: {
    params: idParams,
    answer: filmClubAnswer,
  },
  /** One member's scores and comments on a film: what an avatar opens. */
  memberOnFilm: {
    params: memberOnFilmParams,
    answer: memberOnFilmAnswer,
  },
});
