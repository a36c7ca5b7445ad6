import { historyChoices, historyImportAnswer, historyImportQuery } from '../history';
import { routes } from '../routes';
import { defineCalls } from './define';

/** Calls of Importing and exporting a member's history (issue 32). */
export const historyCalls = defineCalls({
  /** A file exported from IMDb, Letterboxd or Trakt becomes the member's history. */
  importHistory: {
    method: 'POST',
    path: routes.importHistory,
    query: historyImportQuery,
    body: 'bytes',
    answer: historyImportAnswer,
  },
  /** The films chosen for the entries an import asked about. */
  chooseHistory: {
    method: 'POST',
    path: routes.chooseHistory,
    body: historyChoices,
    answer: historyImportAnswer,
  },
});
