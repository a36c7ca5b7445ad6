import type { Kysely } from 'kysely';
import { keyPostgresCredits } from '../credit-keys.js';
import { createPostings } from '../postings.js';

/**
 * Search in posting lists (`postings.ts`): tables of (word, key) kept by triggers, filled from
 * the films and people already there; and each credit with its film's key (`credit-keys.ts`),
 * so the people tier reads its films in key order from an index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createPostings(db);
  await keyPostgresCredits(db);
}
