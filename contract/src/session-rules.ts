/*
 * Film nights' rules (issue 48), free of zod so that the web can use them: its bundle must not
 * carry the schemas (e2e/tests/bundle.spec.ts).
 */

export const FILM_NIGHT = {
  minCandidates: 2,
  maxCandidates: 8,
  maxVotes: 3,
  titleMax: 80,
  placeMax: 120,
  /** How far ahead a night may be set: a year. */
  maxAheadSeconds: 366 * 86_400,
} as const;

export const ATTENDANCE = ['si', 'no', 'quiza'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** abierta: voting; cerrada: the deadline passed and a film won; cancelada. */
export const FILM_NIGHT_STATES = ['abierta', 'cerrada', 'cancelada'] as const;
export type FilmNightState = (typeof FILM_NIGHT_STATES)[number];
