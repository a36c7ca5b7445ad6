import {
  attendanceBody,
  calendarFeedAnswer,
  feedTokenParams,
  filmNight,
  filmNightBody,
  filmNightCreated,
  filmNightList,
  filmNightParams,
  filmNightSearchQuery,
  filmNightSuggestions,
  rateFilmNightBody,
  voteBody,
} from '../sessions';
import { defineCalls } from './define';

/** Calls of the club's film nights (issue 48). */
export const sessionCalls = defineCalls({
  filmNights: { answer: filmNightList },
  proposeFilmNight: { body: filmNightBody, answer: filmNightCreated },
  filmNightSuggestions: { answer: filmNightSuggestions },
  /** Films whose title has the text, most voted on IMDb first: the form's candidate picker. */
  filmNightSearch: { query: filmNightSearchQuery, answer: filmNightSuggestions },
  filmNight: { params: filmNightParams, answer: filmNight },
  /** The proposer until the deadline, or the owner: the same fields as a proposal. */
  editFilmNight: { params: filmNightParams, body: filmNightBody, answer: filmNight },
  cancelFilmNight: { params: filmNightParams, answer: filmNight },
  /** Approval voting: up to three films; a new vote replaces the member's last. */
  voteFilmNight: { params: filmNightParams, body: voteBody, answer: filmNight },
  attendFilmNight: { params: filmNightParams, body: attendanceBody, answer: filmNight },
  /** 'Qué os pareció': marks the winner seen with a score (a seen mark of the community). */
  rateFilmNight: { params: filmNightParams, body: rateFilmNightBody, answer: filmNight },
  /** The night as an RFC 5545 event. */
  filmNightIcs: { params: filmNightParams, answer: 'bytes' },
  /** The member's calendar feed address (webcal:), made on first ask. */
  calendarFeed: { answer: calendarFeedAnswer },
  /** A new address; the old one stops working. */
  renewCalendarFeed: { answer: calendarFeedAnswer },
  /** The feed itself, without a cookie: the secret token is the key. */
  calendarFeedIcs: { params: feedTokenParams, answer: 'bytes' },
});
