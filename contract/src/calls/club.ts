import { defineCalls } from './define';

/** Calls of the club on cards, its best list and its activity feed (issue 32). */
export const clubCalls = defineCalls({});
