import { defineCalls } from './define';

/** Calls of the year in review (issue 32). */
export const reviewCalls = defineCalls({});
