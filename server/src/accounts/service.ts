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
import type { Identity } from './claims.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { DEMO_ISSUER } from './demo-issuer.js';
import type { VerifyIdToken } from './id-tokens.js';
import type { AccountsQueries, PendingLogin, UserRow } from './queries.js';
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
   * that holds the database's demo mark (`inDemoDatabase`), refused once a real sign-in took it
   * over; by default they run as they are.
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
   * admo and bajed2 for a user made by an ADMIN_EMAILS address (never in the demo), and for a
   * member of OIDC_ADMIN_GROUP when the identity is first recorded, made or linked: like the
   * address list, the group grants once, and the admin screen takes over.
   */
  function grantedPerms(identity: Identity, creating: boolean): string[] {
    const listed = creating && !config.demo && config.adminEmails.includes(identity.email);
    const group = config.oidc?.adminGroup;
    const member =
      group != null && identity.issuer !== DEMO_ISSUER && identity.groups.includes(group);
    return listed || member ? ['admo', 'bajed2'] : [];
  }

  /**
   * The user an identity signs in as: the one it belongs to; on its first sign-in, the user of
   * its address when the provider verified it and that user has no identity from this provider
   * yet (a provider that gave the address to another account of its own, as Google does with
   * deleted ones, is refused); otherwise a new user. Email alone never signs anyone in.
   */
  async function userOfIdentity(
    queries: AccountsQueries,
    identity: Identity,
    now: number,
  ): Promise<{ user: UserRow; creado: boolean }> {
    const known = await queries.userByIdentity(identity);
    if (known) return { user: known, creado: false };
    if (!identity.email) {
      throw new HttpError(401, `${identity.provider} no ha dado una dirección de correo`);
    }
    if (!identity.emailVerified) {
      throw new HttpError(401, 'La dirección de correo no está verificada');
    }
    const existing = await queries.userByEmail(identity.email);
    if (existing) {
      if (await queries.hasIdentityOf(existing.id, identity.issuer)) {
        throw new HttpError(
          401,
          `Esta dirección de correo es ahora de otra cuenta de ${identity.provider}`,
        );
      }
      const perms = grantedPerms(identity, false);
      if (!(await queries.linkIdentity(existing.id, identity, perms, now))) {
        return userOfIdentity(queries, identity, now);
      }
      return { user: existing, creado: false };
    }
    const perms = grantedPerms(identity, true);
    const created = await queries.createUser({ ...identity, identity, perms, now });
    // null: a concurrent first sign-in with this address won; link to its user then.
    return created ? { user: created, creado: true } : userOfIdentity(queries, identity, now);
  }

  async function startSession(
    queries: AccountsQueries,
    userId: number,
    now: number,
  ): Promise<IssuedSession> {
    const token = newSessionToken();
    await queries.insertSession({
      userId,
      tokenHash: hashSessionToken(token),
      now,
      expiresAt: now + sessionSeconds,
    });
    return { token, maxAgeSeconds: sessionSeconds };
  }

  /**
   * Signs in with a verified identity: finds or makes its user, refreshes name and picture from
   * the token, and opens a session. `previousToken`, the browser's old session if any, is ended:
   * one browser, one session. Its writes run through `signInWrites`.
   */
  function signIn(
    identity: Identity,
    previousToken: string | undefined,
  ): Promise<{ answer: LoginAnswer; session: IssuedSession }> {
    return signInWrites((queries) => signInWith(queries, identity, previousToken));
  }

  async function signInWith(
    queries: AccountsQueries,
    identity: Identity,
    previousToken: string | undefined,
  ): Promise<{ answer: LoginAnswer; session: IssuedSession }> {
    const now = clock();
    const { user, creado } = await userOfIdentity(queries, identity, now);
    // A demo token carries no picture, and its name is made up (the demo account's, else the
    // address before '@'): it names a new user but never renames one, so the demo's members
    // keep the names the demo data gave them. A real provider's name is the person's own.
    const demoToken = identity.issuer === DEMO_ISSUER;
    const profile = {
      name: demoToken ? user.name || identity.name : identity.name || user.name,
      picture: identity.picture || user.picture,
    };
    if (profile.name !== user.name || profile.picture !== user.picture) {
      await queries.updateProfile(user.id, profile);
    }
    if (previousToken) await queries.deleteSessionByHash(hashSessionToken(previousToken));
    await queries.deleteExpiredSessions(now);
    const session = await startSession(queries, user.id, now);
    const perms = knownPermsOf(await queries.permsOf(user.id));
    return {
      answer: { email: user.email, nombre: profile.name, picture: profile.picture, perms, creado },
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
      return {
        google: config.googleClientId ?? null,
        oidc: config.oidc ? { nombre: config.oidc.name } : null,
        demo,
      };
    },

    /** Signs in with an ID token posted by the web (Google's, or the demo issuer's). */
    async login(idToken: string, previousToken: string | undefined) {
      return signIn(await verifyIdToken(idToken), previousToken);
    },

    signIn,

    /** Keeps a started OpenID Connect sign-in, by its state's hash, until its callback. */
    async beginOidcLogin(state: string, pending: PendingLogin, seconds: number): Promise<void> {
      const now = clock();
      await queries.deleteExpiredPendingLogins(now);
      await queries.insertPendingLogin(hashSessionToken(state), {
        ...pending,
        expiresAt: now + seconds,
      });
    },

    /** The sign-in a callback's state stands for, once; undefined when unknown or expired. */
    takeOidcLogin(state: string): Promise<PendingLogin | undefined> {
      return queries.takePendingLogin(hashSessionToken(state), clock());
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
