import {
  type DemoAccount,
  perms as knownPerms,
  type LoginAnswer,
  type Perm,
  type SessionUserData,
  type SignInOptions,
} from '@cineclub/contract';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { HttpError } from '../http/errors.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import type { Identity, VerifyIdToken } from './id-tokens.js';
import type { AccountsQueries, UserRow } from './queries.js';
import { hashSessionToken, newSessionToken } from './session-token.js';
import type { SessionUser } from './session-user.js';

const DAY = 86_400;
/**
 * A session's last use and expiry are written at most this often, so that an active user does
 * not cost a database write per request; the expiry is days away, an hour of slack is harmless.
 */
const TOUCH_EVERY_SECONDS = 3_600;

/** A session the routes put into the cookie. */
export interface IssuedSession {
  token: string;
  maxAgeSeconds: number;
}

export interface AccountsDeps {
  queries: AccountsQueries;
  config: Config;
  clock: Clock;
  verifyIdToken: VerifyIdToken;
  /**
   * Runs a sign-in's writes with the queries to use. Demo mode's runs them in a transaction
   * that holds the database's demo mark (`inDemoDatabase`), refused once Google took it over;
   * by default they run as they are.
   */
  signInWrites?: <T>(work: (queries: AccountsQueries) => Promise<T>) => Promise<T>;
}

export function createAccountsService({
  queries,
  config,
  clock,
  verifyIdToken,
  ...deps
}: AccountsDeps) {
  const signInWrites =
    deps.signInWrites ?? (<T>(work: (queries: AccountsQueries) => Promise<T>) => work(queries));
  const sessionSeconds = config.sessionDays * DAY;

  function knownPermsOf(stored: string[]): Perm[] {
    return knownPerms.filter((perm) => stored.includes(perm));
  }

  /**
   * Google reuses the address of a deleted account for a new one: a user's address answers for
   * the Google account that first signed in with it (its `sub`), no other. The first Google
   * sign-in of a user made before `sub` was kept records it.
   */
  async function checkGoogleAccount(
    queries: AccountsQueries,
    user: UserRow,
    googleSub: string | null,
  ): Promise<void> {
    if (googleSub === null || user.googleSub === googleSub) return;
    if (user.googleSub !== null) {
      throw new HttpError(401, 'Esta dirección de correo es ahora de otra cuenta de Google');
    }
    await queries.setGoogleSub(user.id, googleSub);
  }

  async function startSession(queries: AccountsQueries, userId: number): Promise<IssuedSession> {
    const now = clock();
    const token = newSessionToken();
    await queries.insertSession({
      userId,
      tokenHash: hashSessionToken(token),
      now,
      expiresAt: now + sessionSeconds,
    });
    return { token, maxAgeSeconds: sessionSeconds };
  }

  /** A verified identity's sign-in: its user, found or created, and a new session. */
  async function signIn(
    queries: AccountsQueries,
    identity: Identity,
    previousToken: string | undefined,
  ): Promise<{ answer: LoginAnswer; session: IssuedSession }> {
    const now = clock();
    let user = await queries.userByEmail(identity.email);
    let creado = false;
    if (!user) {
      const admin = !config.demo && config.adminEmails.includes(identity.email);
      const created = await queries.createUser({
        ...identity,
        perms: admin ? ['admo', 'bajed2'] : [],
        now,
      });
      creado = created !== null;
      user = created ?? (await queries.userByEmail(identity.email));
      if (!user) throw new Error(`user ${identity.email} vanished while signing in`);
    }
    await checkGoogleAccount(queries, user, identity.googleSub);
    // A demo token carries no picture and may carry no name: keep what is stored then.
    const profile = {
      name: identity.name || user.name,
      picture: identity.picture || user.picture,
    };
    if (profile.name !== user.name || profile.picture !== user.picture) {
      await queries.updateProfile(user.id, profile);
    }
    if (previousToken) await queries.deleteSessionByHash(hashSessionToken(previousToken));
    await queries.deleteExpiredSessions(now);
    const session = await startSession(queries, user.id);
    const perms = knownPermsOf(await queries.permsOf(user.id));
    return {
      answer: {
        email: user.email,
        nombre: profile.name,
        picture: profile.picture,
        perms,
        creado,
      },
      session,
    };
  }

  return {
    signInOptions(): SignInOptions {
      const demo: DemoAccount[] | null = config.demo
        ? DEMO_ACCOUNTS.map((account) => ({
            email: account.email,
            nombre: account.name,
            perms: [...account.perms],
          }))
        : null;
      return { google: config.googleClientId ?? null, demo };
    },

    /**
     * Signs in with a verified ID token: finds or creates the user (addresses in ADMIN_EMAILS
     * are created with admo and bajed2, except in demo mode, where anyone can claim any
     * address), refreshes name and picture from the token, and opens a
     * session. `previousToken`, the browser's old session if any, is ended: one browser, one
     * session.
     */
    async login(
      idToken: string,
      previousToken: string | undefined,
    ): Promise<{ answer: LoginAnswer; session: IssuedSession }> {
      const identity = await verifyIdToken(idToken);
      return signInWrites((queries) => signIn(queries, identity, previousToken));
    },

    /**
     * The user of a session token, or null when the token is unknown or expired. Use slides the
     * expiry forward; `renewed` then tells the routes to refresh the cookie's lifetime too.
     */
    async resolveSession(
      token: string,
    ): Promise<{ user: SessionUser; renewed: IssuedSession | null } | null> {
      const now = clock();
      const row = await queries.sessionByHash(hashSessionToken(token), now);
      if (!row) return null;
      let renewed: IssuedSession | null = null;
      if (now - row.lastUsedAt >= TOUCH_EVERY_SECONDS) {
        await queries.touchSession(row.sessionId, now, now + sessionSeconds);
        renewed = { token, maxAgeSeconds: sessionSeconds };
      }
      const perms = knownPermsOf(await queries.permsOf(row.userId));
      return { user: { id: row.userId, email: row.email, perms }, renewed };
    },

    async profile(user: SessionUser): Promise<SessionUserData> {
      const row = await queries.userById(user.id);
      if (!row) throw new HttpError(401, 'Tienes que iniciar sesión');
      return { email: row.email, nombre: row.name, picture: row.picture, perms: user.perms };
    },

    /** Ends this browser's session, or with `all` every session of its user. */
    async logout(token: string | undefined, user: SessionUser | null, all: boolean): Promise<void> {
      if (all && user) await queries.deleteSessionsOfUser(user.id);
      else if (token) await queries.deleteSessionByHash(hashSessionToken(token));
    },

    /**
     * Deletes the user and everything of theirs. Refused to bajed2 users (SPEC §6): their
     * downloads and the permission itself were granted by the owner, who removes such accounts.
     */
    async deleteAccount(user: SessionUser): Promise<void> {
      if (user.perms.includes('bajed2')) {
        throw new HttpError(403, 'Una cuenta con permiso de descarga no se puede borrar');
      }
      await queries.deleteUser(user.id);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
