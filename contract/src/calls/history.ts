import { defineCalls } from './define';

/** Calls of Importing and exporting a member's history (issue 32). */
export const historyCalls = defineCalls({});
