import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as accounts from './0002-accounts.js';
import * as search from './0003-search.js';
import * as listIndexes from './0004-list-indexes.js';
import * as community from './0005-community.js';
import * as downloads from './0006-downloads.js';
import * as admin from './0007-admin.js';
import * as searchSplit from './0008-search-split.js';
import * as searchOrder from './0009-search-order.js';
import * as creditNames from './0010-credit-names.js';
import * as googleSub from './0011-google-sub.js';

/** Every migration in order. Names sort; a new one is appended, never edited once shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0003-search': search,
  '0004-list-indexes': listIndexes,
  '0005-community': community,
  '0006-downloads': downloads,
  '0007-admin': admin,
  '0008-search-split': searchSplit,
  '0009-search-order': searchOrder,
  '0010-credit-names': creditNames,
  '0011-google-sub': googleSub,
};
