import { historyChoices, historyImportAnswer, historyImportQuery } from '../history';
import { defineCalls } from './define';

/** Calls of importing a member's history (issue 32). */
export const historyCalls = defineCalls({
  /** A file exported from IMDb, Letterboxd or Trakt becomes the member's history. */
  importHistory: {
    query: historyImportQuery,
    body: 'bytes',
    answer: historyImportAnswer,
  },
  /** The films chosen for the entries an import asked about. */
  chooseHistory: {
    body: historyChoices,
    answer: historyImportAnswer,
  },
});
