import {
  memberFilmPage,
  memberInfo,
  memberListParams,
  memberListQuery,
  memberParams,
  privacyAnswer,
  privacyChoices,
} from '../members';
import { defineCalls } from './define';

/** Calls of a member's privacy choices, their export and their page (issue 32). */
export const memberCalls = defineCalls({
  /** The signed-in member's privacy choices. */
  privacy: { method: 'GET', path: '/api/usuario/privacidad', answer: privacyAnswer },
  /** Sets them; answers them as stored. */
  setPrivacy: {
    method: 'PUT',
    path: '/api/usuario/privacidad',
    body: privacyChoices,
    answer: privacyAnswer,
  },
  /**
   * Everything of the member's as a ZIP: Letterboxd-importable CSVs (ratings, seen, watchlist,
   * reviews) and a JSON of all their data (docs/architecture.md, Members).
   */
  exportHistory: { method: 'GET', path: '/api/usuario/exportar', answer: 'bytes' },
  /** A member's page: who they are and their figures (signed-in members only). */
  member: { method: 'GET', path: '/api/socio/:id', params: memberParams, answer: memberInfo },
  /** A page of one of a member's lists (their seen films and watchlist only if they share them). */
  memberFilms: {
    method: 'GET',
    path: '/api/socio/:id/:lista',
    params: memberListParams,
    query: memberListQuery,
    answer: memberFilmPage,
  },
});
