import { type Kysely, sql } from 'kysely';

/** Google's issuer as identities name it (its tokens also say `accounts.google.com`). */
const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * One model of accounts: a user has identities, each an issuer's `sub` (Google, the club's
 * OpenID Connect provider, the demo issuer), and a sign-in finds its user by identity, never by
 * address alone. Google's `user.google_sub` becomes an identity of Google's issuer, and goes.
 *
 * And the sign-ins through OpenID Connect on their way: each `state` handed to the browser, with
 * the `nonce` and PKCE verifier it stands for, taken (deleted) by the one callback that brings it
 * back. In the database rather than in a process's memory, so that with several app servers the
 * callback may reach another one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity')
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('identity_pk', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('identity_user').on('identity').column('user_id').execute();
  await sql`INSERT INTO "identity" (issuer, subject, user_id, created_at)
    SELECT ${GOOGLE_ISSUER}, google_sub, id, created_at FROM "user" WHERE google_sub IS NOT NULL`.execute(
    db,
  );
  await db.schema.alterTable('user').dropColumn('google_sub').execute();

  await db.schema
    .createTable('oidc_login')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('oidc_login_expires').on('oidc_login').column('expires_at').execute();
}
