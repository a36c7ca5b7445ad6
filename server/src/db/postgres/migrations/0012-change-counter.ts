import type { Kysely } from 'kysely';
import { createChangeCounter } from '../changes.js';

/** The list caches' change counter, after every table it watches exists (`want`: 0005). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createChangeCounter(db);
}
