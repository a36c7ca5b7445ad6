import {
  memberFilmPage,
  memberInfo,
  memberListParams,
  memberListQuery,
  memberParams,
  nameAnswer,
  nameBody,
  privacyAnswer,
  privacyChoices,
} from '../members';
import { defineCalls } from './define';

/** Calls of a member's privacy choices, their export and their page (issue 32). */
export const memberCalls = defineCalls({
  /** The signed-in member's privacy choices. */
  privacy: { answer: privacyAnswer },
  /** Sets them; answers them as stored. */
  setPrivacy: {
    body: privacyChoices,
    answer: privacyAnswer,
  },
  /** Sets the name the club sees (issue 47); answers it as stored. */
  setName: { body: nameBody, answer: nameAnswer },
  /**
   * Everything of the member's as a ZIP: Letterboxd-importable CSVs (ratings, seen, watchlist,
   * reviews) and a JSON of all their data (docs/architecture.md, Members).
   */
  exportHistory: { answer: 'bytes' },
  /** A member's page: who they are and their figures (signed-in members only). */
  member: { params: memberParams, answer: memberInfo },
  /** A page of one of a member's lists (their seen films and watchlist only if they share them). */
  memberFilms: {
    params: memberListParams,
    query: memberListQuery,
    answer: memberFilmPage,
  },
});
