import { withEngineMigrations } from '../../migrations/index.js';
import * as search from './0003-search.js';
import * as listIndexes from './0004-list-indexes.js';
import * as changeCounter from './0012-change-counter.js';
import * as searchOrder from './0015-search-order.js';
import * as searchPostings from './0016-search-postings.js';
import * as castChanges from './0019-cast-changes.js';
import * as typedTitles from './0034-typed-titles.js';

/**
 * Every migration of a PostgreSQL database in order: the portable ones and PostgreSQL's own
 * (search columns and indexes, the list indexes, the change counter, the search-order indexes,
 * the posting lists, the cast's changes, the titles as typed), on the numbers SQLite's own of
 * the same purpose took (0003, 0004, 0034) or the next free one.
 */
export const postgresMigrations = withEngineMigrations({
  '0003-search': search,
  '0004-list-indexes': listIndexes,
  '0012-change-counter': changeCounter,
  '0015-search-order': searchOrder,
  '0016-search-postings': searchPostings,
  '0019-cast-changes': castChanges,
  '0034-typed-titles': typedTitles,
});
