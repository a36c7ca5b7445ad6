import { peopleAnswer, peopleParams, suggestAnswer } from '../catalogue';
import { routes } from '../routes';
import { defineCalls } from './define';

/** Calls of the catalogue's search (issue 29). */
export const searchCalls = defineCalls({
  /** People whose names match a text; `mas` when more matched than shown. */
  people: { method: 'GET', path: routes.people, params: peopleParams, answer: peopleAnswer },
  /** The 'Personas' strip and '¿Quisiste decir…?' of a search text (see suggestAnswer). */
  suggest: {
    method: 'GET',
    path: routes.suggest,
    params: peopleParams,
    answer: suggestAnswer,
  },
});
