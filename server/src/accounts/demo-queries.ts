import { ConfigError } from '../config.js';
import type { Db } from '../db/connection.js';
import { createMetaQueries } from '../db/meta.js';
import { HttpError } from '../http/errors.js';
import { DEMO_ACCOUNTS, DEMO_MEMBERS, DEMO_NEWCOMERS } from './demo-accounts.js';
import { type AccountsQueries, createAccountsQueries } from './queries.js';

/**
 * The `meta` key that marks a database whose users all came from demo mode. Demo sign-in lets
 * anyone be anyone, so it may only run on such a database, never on a real site's.
 */
export const DEMO_MARK = 'demo_database';

/**
 * The `meta` key that Google sign-in leaves on the database it starts on: a real site's from
 * then on, which demo mode never takes again, even with no user left in it.
 */
export const GOOGLE_MARK = 'google_database';

/** What a demo server answers once Google sign-in has taken its database over. */
export const DEMO_OVER_MESSAGE =
  'Este sitio ya no es una demo: su base de datos ha pasado al acceso con Google o con el proveedor del club';

/** The demo accounts and the members the demo catalogue invents for its comments and feed. */
const demoEmails = [...DEMO_ACCOUNTS, ...DEMO_MEMBERS, ...DEMO_NEWCOMERS].map(
  (account) => account.email,
);

/**
 * Lets demo mode use this database, or refuses with a ConfigError. A database is the demo's
 * when demo mode marked it, or when it has no users but the demo's own (a new database, or one
 * from before the mark existed); it is marked then. Any other user belongs to a real site.
 */
export async function claimDemoDatabase(db: Db, now: number): Promise<void> {
  const meta = createMetaQueries(db);
  if (await meta.has(GOOGLE_MARK)) {
    throw new ConfigError(
      'Esta base de datos es de un sitio real: ha arrancado con GOOGLE_CLIENT_ID u ' +
        'OIDC_ISSUER_URL, y en modo demo cualquiera entraría con cualquier dirección. Para la ' +
        'demo usa otro DATA_DIR; para este sitio, pon GOOGLE_CLIENT_ID u OIDC_ISSUER_URL (y ' +
        'quita DEMO=1).',
    );
  }
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
 * Any database Google sign-in starts on gets its mark. Returns how many users were removed, 0
 * on a database that was not the demo's.
 *
 * One transaction, in this order, against a demo server still running on the database (see
 * `inDemoDatabase`): Google's mark first, then the demo's mark, whose row a demo sign-in holds
 * while it writes, then the users. A sign-in that held the row first has committed before the
 * users go, and its user goes with them; one that comes after finds the mark gone.
 */
export async function leaveDemoDatabase(db: Db, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const meta = createMetaQueries(trx);
    await meta.put(GOOGLE_MARK, String(now));
    if (!(await meta.remove(DEMO_MARK))) return 0;
    return createAccountsQueries(trx).deleteEveryUser();
  });
}

/**
 * Whether demo mode may still sign people in here: the demo's mark is there and Google's is
 * not. Asked on every demo token, so a demo server stops the moment Google takes over.
 */
export async function isDemoDatabase(db: Db): Promise<boolean> {
  const marks = await createMetaQueries(db).present([DEMO_MARK, GOOGLE_MARK]);
  return marks.length === 1 && marks[0] === DEMO_MARK;
}

/**
 * Runs a demo sign-in's writes (its user, its session) in one transaction that first holds
 * the demo mark's row, with an UPDATE of it that only matches while the database is the
 * demo's; a 403 (nothing written) once Google sign-in has taken it over. Holding the row makes
 * Google's takeover wait for this transaction (PostgreSQL's row lock; SQLite's single writer),
 * so no user or session a demo server writes outlives the takeover: no window, no cache.
 */
export async function inDemoDatabase<T>(
  db: Db,
  work: (queries: AccountsQueries) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const held = await createMetaQueries(trx).holdUnless(DEMO_MARK, GOOGLE_MARK);
    if (!held) throw new HttpError(403, DEMO_OVER_MESSAGE);
    return work(createAccountsQueries(trx));
  });
}

/** The demo accounts exist whenever demo mode is on, with their permissions. */
export async function ensureDemoAccounts(db: Db, now: number): Promise<void> {
  const queries = createAccountsQueries(db);
  for (const account of DEMO_ACCOUNTS) {
    await queries.ensureUserWithPerms({ ...account, now });
  }
}
