import type { Kysely } from 'kysely';
import { identityKey } from '../dialect.js';

/**
 * Notifications (issue 44). `notify_pref` keeps only a member's choices that differ from the
 * defaults (`NOTIFY_DEFAULTS` in the contract), so a change of default reaches everyone who never
 * chose. `outbox` holds one row per event and channel, written in the event's transaction; the
 * sender claims due rows with a lease (as copy claims and catalogue jobs), gathers the rows of one
 * `gather_key` (member, kind, channel) into one message (the others become `merged` into it), and
 * marks it sent, or retries it with backoff. Times in milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notify_pref')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('notify_pref_pk', ['user_id', 'kind', 'channel'])
    .execute();
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', identityKey(db))
    /** email, webhook or push (a sender registered under that name delivers it). */
    .addColumn('channel', 'text', (col) => col.notNull())
    /** null: the owner's own address (NOTIFY_URL). */
    .addColumn('user_id', 'integer', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    /** JSON: what the event says (films, texts); the channel renders it when it sends. */
    .addColumn('payload', 'text', (col) => col.notNull())
    /** Rows of one key due together are sent as one message. */
    .addColumn('gather_key', 'text', (col) => col.notNull())
    /** waiting, sent, failed or merged. */
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_at', 'bigint', (col) => col.notNull())
    .addColumn('holder', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('error', 'text')
    .addColumn('merged_into', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['state', 'next_at']).execute();
  await db.schema
    .createIndex('outbox_gather')
    .on('outbox')
    .columns(['gather_key', 'state'])
    .execute();
  await db.schema.createIndex('outbox_sent').on('outbox').columns(['user_id', 'sent_at']).execute();
}
