import { reviewAnswer, reviewParams, reviewQuery } from '../review';
import { defineCalls } from './define';

/** Calls of the year in review (issue 32). */
export const reviewCalls = defineCalls({
  /** A member's year and the club's (signed-in members; see contract/src/review.ts). */
  review: {
    params: reviewParams,
    query: reviewQuery,
    answer: reviewAnswer,
  },
});
