import { type Insertable, sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Database, DownloadState, DownloadTable } from '../db/schema.js';

/** States of a job whose copy is still wanted (the copy runs for them). */
const WAITING: DownloadState[] = ['queued', 'copying'];

/**
 * Whether a job's owner (its user, or the user who made its share link) still has bajed2:
 * checked on every use, so revoking the permission stops their jobs and links at once.
 */
const ownerMayDownload = sql<number>`exists (select 1 from user_perm
  where user_perm.perm = 'bajed2'
  and user_perm.user_id = coalesce(download.user_id, download_share.user_id))`;

/** Whether the user who made a share link still has bajed2. */
const sharerMayDownload = sql<number>`exists (select 1 from user_perm
  where user_perm.perm = 'bajed2' and user_perm.user_id = download_share.user_id)`;

/**
 * Records a new job in `download_log` (migration 0026), which outlives the job: the member who
 * downloaded (the job's user, or the maker of the share link it used) and the file's film.
 */
async function logDownload(trx: Transaction<Database>, job: Insertable<DownloadTable>) {
  const facts = await trx
    .selectFrom('file')
    .leftJoin('download_share', (join) => join.on('download_share.id', '=', job.share_id ?? null))
    .select(['file.film_id', 'download_share.user_id as sharer'])
    .where('file.id', '=', job.file_id)
    .executeTakeFirst();
  const userId = job.user_id ?? facts?.sharer ?? null;
  if (!facts?.film_id || userId === null) return;
  await trx
    .insertInto('download_log')
    .values({ film_id: facts.film_id, user_id: userId, at: job.created_at })
    .execute();
}

export function createDownloadQueries(db: Db) {
  const claimedFiles = (now: number) =>
    db.selectFrom('copy_claim').select('file_id').where('expires_at', '>', now);

  /** Jobs with their file's disk and name. */
  const jobsWithFile = () =>
    db
      .selectFrom('download')
      .innerJoin('file', 'file.id', 'download.file_id')
      .leftJoin('download_share', 'download_share.id', 'download.share_id')
      .select(ownerMayDownload.as('owner_may_download'))
      .select([
        'download.id',
        'download.user_id',
        'download.share_id',
        'download.file_id',
        'download.state',
        'download.error',
        'download.expires_at',
        'file.disk',
        'file.name',
      ]);

  return {
    /**
     * A file that may be downloaded: only a film's. A file the scan found and matched to no film
     * is not served, whatever it is (guessing ids must not reach whatever lies on a disk).
     */
    async file(fileId: number) {
      return db
        .selectFrom('file')
        .select(['id', 'disk', 'dir', 'name', 'size'])
        .where('id', '=', fileId)
        .where('film_id', 'is not', null)
        .executeTakeFirst();
    },

    async torrent(code: string) {
      return db
        .selectFrom('torrent')
        .select(['code', 'disk', 'dir', 'name'])
        .where('code', '=', code)
        .executeTakeFirst();
    },

    /** A new share link; two asked in the same second make the same token, kept once. */
    async insertShare(values: {
      token_hash: string;
      file_id: number;
      user_id: number;
      created_at: number;
      expires_at: number;
    }) {
      await db
        .insertInto('download_share')
        .values(values)
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
    },

    /** The user's newest live share link of a file. */
    async liveShare(userId: number, fileId: number, now: number) {
      return db
        .selectFrom('download_share')
        .select(['id', 'created_at'])
        .where('user_id', '=', userId)
        .where('file_id', '=', fileId)
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    async extendShare(shareId: number, expiresAt: number) {
      await db
        .updateTable('download_share')
        .set({ expires_at: expiresAt })
        .where('id', '=', shareId)
        .execute();
    },

    async shareByHash(tokenHash: string) {
      return db
        .selectFrom('download_share')
        .select(['id', 'file_id', 'expires_at'])
        .select(sharerMayDownload.as('owner_may_download'))
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * The owner's (user's or share link's) live job for the file, or else a new one, in one
     * transaction: repeated init calls of one owner make one job.
     */
    async liveJobOrInsert(values: Insertable<DownloadTable> & { file_id: number }, now: number) {
      return db.transaction().execute(async (trx) => {
        const live = await trx
          .selectFrom('download')
          .select(['id', 'state'])
          .where('file_id', '=', values.file_id)
          .where((eb) =>
            values.share_id
              ? eb('share_id', '=', values.share_id)
              : eb('user_id', '=', values.user_id ?? null),
          )
          .where('expires_at', '>', now)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (live) return { ...live, created: false };
        const row = await trx
          .insertInto('download')
          .values(values)
          .returning(['id', 'state'])
          .executeTakeFirstOrThrow();
        await logDownload(trx, values);
        return { ...row, created: true };
      });
    },

    /** A job with its file, as the calls on one job need it. */
    async job(jobId: number) {
      return jobsWithFile().where('download.id', '=', jobId).executeTakeFirst();
    },

    /** Of these jobs, those that still exist and whose owner still has bajed2. */
    async allowedJobs(jobIds: number[]): Promise<Set<number>> {
      if (!jobIds.length) return new Set();
      const rows = await db
        .selectFrom('download')
        .leftJoin('download_share', 'download_share.id', 'download.share_id')
        .select('download.id')
        .where('download.id', 'in', jobIds)
        .where(sql<boolean>`${ownerMayDownload}`)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    async setJobState(jobId: number, state: DownloadState) {
      await db
        .updateTable('download')
        .set({ state, error: null })
        .where('id', '=', jobId)
        .execute();
    },

    /**
     * Jobs waiting for a disk (not expired), oldest first. Jobs of owners who lost bajed2 wait
     * (until it is granted again or they expire): no disk works for them.
     */
    async queuedJobs(now: number) {
      return jobsWithFile()
        .where('download.state', '=', 'queued')
        .where('download.expires_at', '>', now)
        .where(sql<boolean>`${ownerMayDownload}`)
        .orderBy('download.id')
        .execute();
    },

    async startJobsOf(fileId: number) {
      await db
        .updateTable('download')
        .set({ state: 'copying' })
        .where('file_id', '=', fileId)
        .where('state', '=', 'queued')
        .execute();
    },

    /** How many jobs still want the copy of this file to run. */
    async copyingJobsOf(fileId: number) {
      const row = await db
        .selectFrom('download')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('file_id', '=', fileId)
        .where('state', '=', 'copying')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The file is staged: every job of it that was waiting or paused is ready. */
    async finishJobsOf(fileId: number, now: number) {
      await db
        .updateTable('download')
        .set({ state: 'ready', ready_at: now, error: null })
        .where('file_id', '=', fileId)
        .where('state', 'in', [...WAITING, 'paused'])
        .execute();
    },

    /** The copy failed: the jobs that waited for it fail, and answer which they were. */
    async failJobsOf(fileId: number, error: string) {
      const rows = await db
        .updateTable('download')
        .set({ state: 'failed', error })
        .where('file_id', '=', fileId)
        .where('state', 'in', WAITING)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Copies that no server runs any more wait for their disk again: after a restart of the one
     * server every copy (`now` null), with several servers those whose disk claim is gone or
     * expired (`now`: milliseconds since the epoch).
     */
    async requeueCopying(now: number | null = null) {
      await db
        .updateTable('download')
        .set({ state: 'queued' })
        .where('state', '=', 'copying')
        .$if(now !== null, (query) => query.where('file_id', 'not in', claimedFiles(now ?? 0)))
        .execute();
    },

    /** Files whose copy a server has claimed and not let expire. */
    async claimedFiles(now: number) {
      const rows = await claimedFiles(now).execute();
      return new Set(rows.map((row) => row.file_id));
    },

    /**
     * Claims a disk's copy slot for `holder` until `until`, unless another holder's claim lives
     * on: one statement, so two servers claiming at once get one winner.
     */
    async claimDisk(disk: string, fileId: number, holder: string, now: number, until: number) {
      const row = await db
        .insertInto('copy_claim')
        .values({ disk, file_id: fileId, holder, expires_at: until })
        .onConflict((oc) =>
          oc
            .column('disk')
            .doUpdateSet({ file_id: fileId, holder, expires_at: until })
            .where('copy_claim.expires_at', '<=', now),
        )
        .returning('disk')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Extends the holder's claims; answers the disks it still holds (another took the rest). */
    async renewClaims(holder: string, until: number) {
      const rows = await db
        .updateTable('copy_claim')
        .set({ expires_at: until })
        .where('holder', '=', holder)
        .returning('disk')
        .execute();
      return new Set(rows.map((row) => row.disk));
    },

    async releaseClaim(disk: string, holder: string) {
      await db
        .deleteFrom('copy_claim')
        .where('disk', '=', disk)
        .where('holder', '=', holder)
        .execute();
    },

    /**
     * What a monitor on a server that does not copy the file follows: its cache entry and the
     * state of its jobs.
     */
    async copyStates(fileIds: number[]) {
      const [entries, jobs] = await Promise.all([
        db
          .selectFrom('download_cache')
          .select(['file_id', 'size', 'copied', 'ready'])
          .where('file_id', 'in', fileIds)
          .execute(),
        db
          .selectFrom('download')
          .select(['id', 'file_id', 'state', 'error'])
          .where('file_id', 'in', fileIds)
          .execute(),
      ]);
      return { entries, jobs };
    },

    /** Files some live job still waits for (their partial copies are kept). */
    async filesWanted(now: number) {
      const rows = await db
        .selectFrom('download')
        .select('file_id')
        .distinct()
        .where('state', 'in', [...WAITING, 'paused'])
        .where('expires_at', '>', now)
        .execute();
      return new Set(rows.map((row) => row.file_id));
    },

    /** Forgets jobs that expired before `before` (their calls answer 404 from then on). */
    async deleteJobsExpiredBefore(before: number) {
      await db.deleteFrom('download').where('expires_at', '<', before).execute();
      await db.deleteFrom('download_share').where('expires_at', '<', before).execute();
    },

    async cacheEntries() {
      return db.selectFrom('download_cache').selectAll().execute();
    },

    async cacheEntry(fileId: number) {
      return db
        .selectFrom('download_cache')
        .selectAll()
        .where('file_id', '=', fileId)
        .executeTakeFirst();
    },

    /** Starts (or restarts, when the source changed size) a file's partial copy. */
    async reserveCache(fileId: number, size: number, now: number) {
      await db
        .insertInto('download_cache')
        .values({ file_id: fileId, size, copied: 0, ready: 0, last_used_at: now })
        .onConflict((oc) =>
          oc.column('file_id').doUpdateSet({ size, copied: 0, ready: 0, last_used_at: now }),
        )
        .execute();
    },

    /** Records synced bytes of a partial copy; false when the entry is gone (file deleted). */
    async setCopied(fileId: number, copied: number) {
      const result = await db
        .updateTable('download_cache')
        .set({ copied })
        .where('file_id', '=', fileId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Marks a staged file ready; false when the entry is gone (the file was deleted). */
    async setCacheReady(fileId: number, now: number) {
      const result = await db
        .updateTable('download_cache')
        .set((eb) => ({ ready: 1, copied: eb.ref('size'), last_used_at: now }))
        .where('file_id', '=', fileId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async touchCache(fileId: number, now: number) {
      await db
        .updateTable('download_cache')
        .set({ last_used_at: now })
        .where('file_id', '=', fileId)
        .execute();
    },

    async deleteCacheEntries(fileIds: number[]) {
      if (!fileIds.length) return;
      await db.deleteFrom('download_cache').where('file_id', 'in', fileIds).execute();
    },
  };
}

export type DownloadQueries = ReturnType<typeof createDownloadQueries>;
