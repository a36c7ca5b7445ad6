import { defineCalls } from './define';

/** Calls of a member's privacy choices and page (issue 32). */
export const memberCalls = defineCalls({});
