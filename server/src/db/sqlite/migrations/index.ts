import { withEngineMigrations } from '../../migrations/index.js';
import * as search from './0003-search.js';
import * as listIndexes from './0004-list-indexes.js';
import * as searchSplit from './0008-search-split.js';
import * as searchOrder from './0009-search-order.js';
import * as creditNames from './0010-credit-names.js';
import * as searchLetters from './0033-search-letters.js';
import * as typedTitles from './0034-typed-titles.js';

/**
 * Every migration of a SQLite database in order: the portable ones and SQLite's FTS5 search
 * tables, their triggers, the (partial) indexes the list calls were measured with and the
 * titles as typed. The names are the ones shipped, recorded in `kysely_migration` of existing
 * databases.
 */
export const sqliteMigrations = withEngineMigrations({
  '0003-search': search,
  '0004-list-indexes': listIndexes,
  '0008-search-split': searchSplit,
  '0009-search-order': searchOrder,
  '0010-credit-names': creditNames,
  '0033-search-letters': searchLetters,
  '0034-typed-titles': typedTitles,
});
