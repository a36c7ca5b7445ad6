import { clubFeedAnswer, clubFeedQuery } from '../club-feed';
import { defineCalls } from './define';

/** Calls of the club's activity feed, /club (issue 32). */
export const clubFeedCalls = defineCalls({
  /** One page of the club's activity, newest first (signed-in members). */
  clubFeed: {
    query: clubFeedQuery,
    answer: clubFeedAnswer,
  },
});
