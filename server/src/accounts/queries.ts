import type { Db } from '../db/connection.js';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  picture: string;
  googleSub: string | null;
}

const userColumns = ['id', 'email', 'name', 'picture', 'google_sub as googleSub'] as const;

export interface NewUser {
  email: string;
  name: string;
  picture: string;
  googleSub: string | null;
  perms: string[];
  now: number;
}

/** Every database access of the accounts area. */
export function createAccountsQueries(db: Db) {
  /** Runs `work` in a transaction: its own, or the one `db` already is (demo sign-in's). */
  const inTransaction = <T>(work: (trx: Db) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db) : db.transaction().execute(work);

  return {
    userByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('user')
        .select(userColumns)
        .where('email', '=', email)
        .executeTakeFirst();
    },

    userById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('user').select(userColumns).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Creates the user with its permissions in one transaction. Returns null when the address
     * already exists (a concurrent first sign-in won), so only one sign-in reports `creado`.
     */
    async createUser(user: NewUser): Promise<UserRow | null> {
      return inTransaction(async (trx) => {
        const row = await trx
          .insertInto('user')
          .values({
            email: user.email,
            name: user.name,
            picture: user.picture,
            google_sub: user.googleSub,
            created_at: user.now,
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning(userColumns)
          .executeTakeFirst();
        if (!row) return null;
        if (user.perms.length) {
          await trx
            .insertInto('user_perm')
            .values(user.perms.map((perm) => ({ user_id: row.id, perm })))
            .execute();
        }
        return row;
      });
    },

    async setGoogleSub(id: number, googleSub: string): Promise<void> {
      await db.updateTable('user').set({ google_sub: googleSub }).where('id', '=', id).execute();
    },

    async updateProfile(id: number, profile: { name: string; picture: string }): Promise<void> {
      await db.updateTable('user').set(profile).where('id', '=', id).execute();
    },

    async permsOf(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('user_perm')
        .select('perm')
        .where('user_id', '=', userId)
        .orderBy('perm')
        .execute();
      return rows.map((row) => row.perm);
    },

    /** Deletes the user; its sessions, permissions and everything else of theirs cascade. */
    async deleteUser(id: number): Promise<void> {
      await db.deleteFrom('user').where('id', '=', id).execute();
    },

    async insertSession(session: {
      userId: number;
      tokenHash: string;
      now: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .insertInto('session')
        .values({
          user_id: session.userId,
          token_hash: session.tokenHash,
          created_at: session.now,
          last_used_at: session.now,
          expires_at: session.expiresAt,
        })
        .execute();
    },

    /** The live session with this token hash and its user's address, if any. */
    sessionByHash(tokenHash: string, now: number) {
      return db
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.user_id')
        .select([
          'session.id as sessionId',
          'session.last_used_at as lastUsedAt',
          'user.id as userId',
          'user.email as email',
        ])
        .where('session.token_hash', '=', tokenHash)
        .where('session.expires_at', '>', now)
        .executeTakeFirst();
    },

    async touchSession(sessionId: number, now: number, expiresAt: number): Promise<void> {
      await db
        .updateTable('session')
        .set({ last_used_at: now, expires_at: expiresAt })
        .where('id', '=', sessionId)
        .execute();
    },

    async deleteSessionByHash(tokenHash: string): Promise<void> {
      await db.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
    },

    async deleteSessionsOfUser(userId: number): Promise<void> {
      await db.deleteFrom('session').where('user_id', '=', userId).execute();
    },

    async deleteExpiredSessions(now: number): Promise<void> {
      await db.deleteFrom('session').where('expires_at', '<=', now).execute();
    },

    /**
     * Makes sure the user exists (an existing one keeps its name) and has at least these
     * permissions.
     */
    async ensureUserWithPerms(user: {
      email: string;
      name: string;
      perms: readonly string[];
      now: number;
    }): Promise<void> {
      await db
        .insertInto('user')
        .values({ email: user.email, name: user.name, created_at: user.now })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const row = await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', user.email)
        .executeTakeFirstOrThrow();
      for (const perm of user.perms) {
        await db
          .insertInto('user_perm')
          .values({ user_id: row.id, perm })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    },

    /** Whether any user has an address other than these. */
    async anyUserBesides(emails: readonly string[]): Promise<boolean> {
      const row = await db
        .selectFrom('user')
        .select('id')
        .where('email', 'not in', emails)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Deletes every user (all of theirs cascades); answers how many went. */
    async deleteEveryUser(): Promise<number> {
      const removed = await db.deleteFrom('user').executeTakeFirst();
      return Number(removed.numDeletedRows);
    },
  };
}

export type AccountsQueries = ReturnType<typeof createAccountsQueries>;
