import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';

/** Every migration in order. Names sort; a new one is appended, never edited once shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};
