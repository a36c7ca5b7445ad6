import { peopleAnswer, peopleParams, suggestAnswer } from '../catalogue';
import { defineCalls } from './define';

/** Calls of the catalogue's search (issue 29); their paths are in `table.ts`. */
export const searchCalls = defineCalls({
  /** People whose names match a text; `mas` when more matched than shown. */
  people: { params: peopleParams, answer: peopleAnswer },
  /** The 'Personas' strip and '¿Quisiste decir…?' of a search text (see suggestAnswer). */
  suggest: { params: peopleParams, answer: suggestAnswer },
});
