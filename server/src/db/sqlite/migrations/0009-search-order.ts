import type { Kysely } from 'kysely';
import { orderSqliteSearch } from '../film-tables.js';

/**
 * The film search tables keyed so that their forward order is most voted first, and each credit
 * with its film's key (`orderSqliteSearch`): searches of several words and of people's names at
 * an IMDb-sized catalogue (see bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await orderSqliteSearch(db);
}
