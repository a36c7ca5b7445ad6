import { filmsRatedBy, refreshClubScores } from '../db/club-score-queries.js';
import type { Db } from '../db/connection.js';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  picture: string;
}

const userColumns = ['user.id', 'user.email', 'user.name', 'user.picture'] as const;

/** An issuer's `sub`: who signs in as a user. */
export interface IdentityKey {
  issuer: string;
  subject: string;
}

export interface NewUser {
  email: string;
  name: string;
  picture: string;
  identity: IdentityKey;
  perms: string[];
  now: number;
}

/** An OpenID Connect sign-in on its way (table `oidc_login`). */
export interface PendingLogin {
  nonce: string;
  codeVerifier: string;
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

    userByIdentity({ issuer, subject }: IdentityKey): Promise<UserRow | undefined> {
      return db
        .selectFrom('identity')
        .innerJoin('user', 'user.id', 'identity.user_id')
        .select(userColumns)
        .where('identity.issuer', '=', issuer)
        .where('identity.subject', '=', subject)
        .executeTakeFirst();
    },

    /** Whether the user already has an identity from this issuer. */
    async hasIdentityOf(userId: number, issuer: string): Promise<boolean> {
      const row = await db
        .selectFrom('identity')
        .select('subject')
        .where('user_id', '=', userId)
        .where('issuer', '=', issuer)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Links an identity to an existing user, with these permissions besides; false when the
     * identity is already someone's (a concurrent first sign-in won).
     */
    async linkIdentity(
      userId: number,
      identity: IdentityKey,
      perms: readonly string[],
      now: number,
    ): Promise<boolean> {
      return inTransaction(async (trx) => {
        const linked = await trx
          .insertInto('identity')
          .values({ ...keyOf(identity), user_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (!linked) return false;
        await addPerms(trx, userId, perms);
        return true;
      });
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
            created_at: user.now,
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning(['id', 'email', 'name', 'picture'])
          .executeTakeFirst();
        if (!row) return null;
        await trx
          .insertInto('identity')
          .values({ ...keyOf(user.identity), user_id: row.id, created_at: user.now })
          .execute();
        await addPerms(trx, row.id, user.perms);
        return row;
      });
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

    /**
     * Deletes the user; its sessions, permissions and everything else of theirs cascade, and
     * their scores leave the club's scores of the films they rated.
     */
    async deleteUser(id: number): Promise<void> {
      await inTransaction(async (trx) => {
        const rated = await filmsRatedBy(trx, id);
        await trx.deleteFrom('user').where('id', '=', id).execute();
        await refreshClubScores(trx, rated);
      });
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
      await addPerms(db, row.id, user.perms);
    },

    async insertPendingLogin(
      stateHash: string,
      login: PendingLogin & { expiresAt: number },
    ): Promise<void> {
      await db
        .insertInto('oidc_login')
        .values({
          state_hash: stateHash,
          nonce: login.nonce,
          code_verifier: login.codeVerifier,
          expires_at: login.expiresAt,
        })
        .execute();
    },

    /** Takes (deletes) the live sign-in of this state: one callback only gets it. */
    async takePendingLogin(stateHash: string, now: number): Promise<PendingLogin | undefined> {
      const row = await db
        .deleteFrom('oidc_login')
        .where('state_hash', '=', stateHash)
        .returning(['nonce', 'code_verifier', 'expires_at'])
        .executeTakeFirst();
      if (!row || Number(row.expires_at) <= now) return undefined;
      return { nonce: row.nonce, codeVerifier: row.code_verifier };
    },

    async deleteExpiredPendingLogins(now: number): Promise<void> {
      await db.deleteFrom('oidc_login').where('expires_at', '<=', now).execute();
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
      return inTransaction(async (trx) => {
        const removed = await trx.deleteFrom('user').executeTakeFirst();
        // No comment is left, so no film keeps a club score.
        await trx.deleteFrom('club_score').execute();
        return Number(removed.numDeletedRows);
      });
    },
  };
}

/** Only the key: an Identity passed in carries its whole profile too. */
function keyOf({ issuer, subject }: IdentityKey): IdentityKey {
  return { issuer, subject };
}

/** Gives the user these permissions, keeping those it has. */
async function addPerms(db: Db, userId: number, perms: readonly string[]): Promise<void> {
  if (!perms.length) return;
  await db
    .insertInto('user_perm')
    .values(perms.map((perm) => ({ user_id: userId, perm })))
    .onConflict((oc) => oc.columns(['user_id', 'perm']).doNothing())
    .execute();
}

export type AccountsQueries = ReturnType<typeof createAccountsQueries>;
