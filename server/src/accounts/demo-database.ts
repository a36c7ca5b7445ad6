import { ConfigError } from '../config.js';
import type { Db } from '../db/connection.js';
import { createMetaQueries } from '../db/meta.js';
import { DEMO_ACCOUNTS, DEMO_MEMBERS } from './demo-accounts.js';
import { createAccountsQueries } from './queries.js';

/**
 * The `meta` key that marks a database whose users all came from demo mode. Demo sign-in lets
 * anyone be anyone, so it may only run on such a database, never on a real site's.
 */
export const DEMO_MARK = 'demo_database';

/** The demo accounts and the members the demo catalogue invents for its comments. */
const demoEmails = [...DEMO_ACCOUNTS, ...DEMO_MEMBERS].map((account) => account.email);

/**
 * Lets demo mode use this database, or refuses with a ConfigError. A database is the demo's
 * when demo mode marked it, or when it has no users but the demo's own (a new database, or one
 * from before the mark existed); it is marked then. Any other user belongs to a real site.
 */
export async function claimDemoDatabase(db: Db, now: number): Promise<void> {
  const meta = createMetaQueries(db);
  if (await meta.has(DEMO_MARK)) return;
  if (await createAccountsQueries(db).anyUserBesides(demoEmails)) {
    throw new ConfigError(
      'Esta base de datos tiene usuarios de un sitio real, y en modo demo cualquiera entraría ' +
        'con su dirección. Para la demo usa otro DATA_DIR; para este sitio, pon ' +
        'GOOGLE_CLIENT_ID (y quita DEMO=1).',
    );
  }
  await meta.set(DEMO_MARK, String(now));
}

/**
 * Turns a demo database into a real site's when Google sign-in starts on it: every user goes
 * (with sessions, permissions and all their data), since anyone could have signed in as anyone
 * in the demo, and as the demo admin granted permissions to any address. The catalogue stays.
 * Returns how many users were removed, 0 on a database that was not the demo's.
 */
export async function leaveDemoDatabase(db: Db): Promise<number> {
  if (!(await createMetaQueries(db).has(DEMO_MARK))) return 0;
  return createAccountsQueries(db).deleteEveryUserAndMark(DEMO_MARK);
}

/** The demo accounts exist whenever demo mode is on, with their permissions. */
export async function ensureDemoAccounts(db: Db, now: number): Promise<void> {
  const queries = createAccountsQueries(db);
  for (const account of DEMO_ACCOUNTS) {
    await queries.ensureUserWithPerms({ ...account, now });
  }
}
