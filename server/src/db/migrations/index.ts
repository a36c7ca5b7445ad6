import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as accounts from './0002-accounts.js';
import * as community from './0005-community.js';
import * as downloads from './0006-downloads.js';
import * as admin from './0007-admin.js';
import * as googleSub from './0011-google-sub.js';
import * as copyClaim from './0013-copy-claim.js';
import * as catalogueJob from './0014-catalogue-job.js';
import * as identities from './0017-identities.js';
import * as filmSources from './0018-film-sources.js';
import * as clubPrivacy from './0020-club-privacy.js';
import * as historyImport from './0023-history-import.js';
import * as clubScores from './0024-club-scores.js';
import * as clubFeed from './0025-club-feed.js';
import * as yearReview from './0026-year-review.js';
import * as notifications from './0027-notifications.js';
import * as push from './0028-push.js';
import * as filmNights from './0029-film-nights.js';
import * as importPending from './0031-import-pending.js';
import * as weeklyLetter from './0032-weekly-letter.js';

/**
 * The migrations every engine runs, written with Kysely's portable schema builder. Names sort;
 * a new one is appended, never edited once shipped.
 */
const portable: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-accounts': accounts,
  '0005-community': community,
  '0006-downloads': downloads,
  '0007-admin': admin,
  '0011-google-sub': googleSub,
  '0013-copy-claim': copyClaim,
  '0014-catalogue-job': catalogueJob,
  '0017-identities': identities,
  '0018-film-sources': filmSources,
  '0020-club-privacy': clubPrivacy,
  '0023-history-import': historyImport,
  '0024-club-scores': clubScores,
  '0025-club-feed': clubFeed,
  '0026-year-review': yearReview,
  '0031-import-pending': importPending,

  '0027-notifications': notifications,
  '0028-push': push,

  '0029-film-nights': filmNights,

  '0032-weekly-letter': weeklyLetter,
};

/**
 * The portable migrations with an engine's own (its search tables, triggers and indexes), in
 * one order by name. The numbers are shared: a database records the names it ran, so an
 * engine's migration keeps the number it shipped under, and a new one of any kind takes the
 * next free number.
 */
export function withEngineMigrations(own: Record<string, Migration>): Record<string, Migration> {
  const all = { ...portable, ...own };
  if (Object.keys(all).length !== Object.keys(portable).length + Object.keys(own).length) {
    throw new Error('An engine migration reuses the name of a portable one');
  }
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : 1)));
}
