import type { Kysely } from 'kysely';
import { createTypedTitleIndexes } from '../../search-reads.js';
import { typedTitle } from '../search.js';

/** Each title column indexed as typed, ASCII letters in lower case (`typedTitle`). */
export const up = (db: Kysely<unknown>) => createTypedTitleIndexes(db, typedTitle);
