import fs from 'node:fs/promises';
import path from 'node:path';
import { downloadMessages } from '@cineclub/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { DiskConfig } from '../config.js';
import { claimHolder } from '../db/holder.js';
import { type DiskFile, openLibraryFile, readableFile } from '../library/disks.js';
import { serverFilesOf } from '../library/server-files.js';
import { type CopyOutcome, copyFile } from './copy-file.js';
import { chooseEvictions } from './eviction.js';
import type { DownloadQueries } from './queries.js';
import { nextJob, type QueuedJob } from './scheduler.js';
import { createThrottle, throttledChunkBytes } from './throttle.js';

const MiB = 1024 * 1024;
const HOUR = 60 * 60;
/** Expired jobs answer 410 for a week, then are forgotten (404). */
const KEEP_EXPIRED = 7 * 24 * HOUR;
/** How often a monitor follows a copy that another server runs (its job row and cache entry). */
export const REMOTE_POLL_MS = 250;

export interface EngineOptions {
  /** Bytes per read and write of a copy. */
  chunkBytes?: number;
  /** Bytes between synced checkpoints of a copy (what a restart can lose at most). */
  checkpointBytes?: number;
  /** Milliseconds between checkpoints of a slow (or limited) copy, if sooner than the bytes. */
  checkpointMs?: number;
  /** Speed limit of each copy in bytes per second (`COPY_LIMIT_MB_S`); null: none. */
  copyBytesPerSecond?: number | null;
  /**
   * Several app servers share the database (`Engine.sharedByServers`): each copy claims its
   * disk in the database, and monitors follow copies run by other servers.
   */
  shared?: boolean;
  /** Whether this server runs copies (`RUN_COPIES`); one that does not leaves them to others. */
  runsCopies?: boolean;
  /**
   * Milliseconds a disk claim lasts unless renewed (`LEASE_S`): a server that dies
   * mid-copy holds its disk this long at most. Renewed every third of it.
   */
  leaseMs?: number;
  /** Test hook, awaited before each chunk of every copy. */
  beforeChunk?: (copy: { fileId: number; disk: string; copied: number }) => Promise<void> | void;
}

/** What a job's monitor hears about its file's copy. */
export type CopyEvent =
  | { type: 'progress'; percent: number }
  | { type: 'ready' }
  | { type: 'error'; message: string; jobIds: number[] };

interface RunningCopy {
  fileId: number;
  disk: string;
  size: number;
  copied: number;
  controller: AbortController;
  done: Promise<void>;
}

/** The percent a copy shows: 100 only once the file is staged. */
function percentOf(copied: number, size: number): number {
  if (size <= 0) return 0;
  return Math.min(99, Math.floor((copied * 100) / size));
}

/**
 * The staging engine: copies library files into the download cache (`cacheDir/<fileId>`, and
 * `<fileId>.part` while copying), at most one copy per disk at a time, disks in parallel, the
 * next job of a free disk chosen round-robin between owners. Jobs live in the database; the
 * engine keeps only what runs now. Files of the cache are shared by every job of that file.
 *
 * With several app servers (`shared`) the cache folder is shared storage and the disk slot is a
 * claim row (`copy_claim`) that the copying server renews; see "Several app servers" in
 * docs/architecture.md.
 */
export function createDownloadEngine(deps: {
  queries: DownloadQueries;
  disks: DiskConfig[];
  /** DATA_DIR: its own files are never copied, whatever a file row says. */
  dataDir: string;
  cacheDir: string;
  cacheMaxBytes: number;
  clock: Clock;
  log: FastifyBaseLogger;
  options?: EngineOptions;
}) {
  const { queries, clock, log } = deps;
  const copyLimit = deps.options?.copyBytesPerSecond ?? null;
  const chunkBytes = throttledChunkBytes(deps.options?.chunkBytes ?? 4 * MiB, copyLimit);
  const checkpointBytes = deps.options?.checkpointBytes ?? 64 * MiB;
  const checkpointMs = deps.options?.checkpointMs ?? 1000;
  const shared = deps.options?.shared ?? false;
  const runsCopies = deps.options?.runsCopies ?? true;
  const leaseMs = deps.options?.leaseMs ?? 30_000;
  const holder = claimHolder();
  const serverFiles = serverFilesOf(deps.dataDir);
  /** Per followed file copied elsewhere, the percent its monitors last heard. */
  const remotePercent = new Map<number, number>();
  let timers: NodeJS.Timeout[] = [];
  const copies = new Map<number, RunningCopy>();
  const listeners = new Map<number, Set<(event: CopyEvent) => void>>();
  /** Open transfers per file: a file being served is never evicted. */
  const serving = new Map<number, number>();
  /** Per disk, the turn at which each owner was last served (round-robin memory). */
  const lastServed = new Map<string, Map<string, number>>();
  let turn = 0;
  let closed = false;
  let pumping: Promise<void> | null = null;
  let pumpAgain = false;
  let lastSweep = Number.NEGATIVE_INFINITY;

  const stagedPath = (fileId: number) => path.join(deps.cacheDir, String(fileId));

  function emit(fileId: number, event: CopyEvent) {
    for (const listener of listeners.get(fileId) ?? []) listener(event);
  }

  function ownerOf(job: { user_id: number | null; share_id: number | null }): string {
    return job.user_id !== null ? `u${job.user_id}` : `s${job.share_id}`;
  }

  async function failFile(fileId: number, message: string) {
    const jobIds = await queries.failJobsOf(fileId, message);
    emit(fileId, { type: 'error', message, jobIds });
  }

  /** Makes room for `size` bytes of `fileId`; false when the cache cannot hold it now. */
  async function makeRoom(fileId: number, size: number): Promise<boolean> {
    const entries = (await queries.cacheEntries())
      .filter((entry) => entry.file_id !== fileId)
      .map((entry) => ({
        fileId: entry.file_id,
        size: Number(entry.size),
        ready: entry.ready === 1,
        lastUsedAt: Number(entry.last_used_at),
      }));
    const evict = chooseEvictions(entries, size, deps.cacheMaxBytes, (id) => isInUse(id));
    if (!evict) return false;
    for (const id of evict) await fs.rm(stagedPath(id), { force: true });
    await queries.deleteCacheEntries(evict);
    if (evict.length) log.info({ evicted: evict }, 'download cache: evicted');
    return true;
  }

  function isInUse(fileId: number): boolean {
    return copies.has(fileId) || (serving.get(fileId) ?? 0) > 0;
  }

  /** Starts the copy of a job's file on its disk; false when it must wait (no room yet). */
  async function startCopy(job: QueuedJob & { disk: string }): Promise<boolean> {
    const file = await queries.file(job.fileId);
    if (!file) {
      // No longer a film's file (detached meanwhile): its jobs cannot go on.
      await failFile(job.fileId, downloadMessages.badLink);
      return true;
    }
    const readable = await readableFile(deps.disks, file);
    if (!readable) {
      const source = `${file.disk}:${file.dir}/${file.name}`;
      log.warn({ fileId: file.id, source }, 'download: source file cannot be read');
      await failFile(file.id, downloadMessages.badLink);
      return true;
    }
    const { file: source, size } = readable;
    const entry = await queries.cacheEntry(file.id);
    if (await isStagedEntry(file.id, entry)) {
      await queries.finishJobsOf(file.id, clock());
      emit(file.id, { type: 'ready' });
      return true;
    }
    await dropOrphans();
    if (!(await makeRoom(file.id, size))) {
      if (size > deps.cacheMaxBytes) {
        log.warn({ fileId: file.id, size: size }, 'download: file larger than the cache');
        await failFile(file.id, downloadMessages.badLink);
        return true;
      }
      return false;
    }
    // A partial copy resumes only if it is the same source and its synced bytes are all there.
    const partSize = (await fs.stat(`${stagedPath(file.id)}.part`).catch(() => null))?.size ?? 0;
    const resumeFrom =
      entry?.ready === 0 && Number(entry.size) === size && partSize >= Number(entry.copied)
        ? Number(entry.copied)
        : 0;
    if (resumeFrom === 0) await queries.reserveCache(file.id, size, clock());
    await queries.startJobsOf(file.id);
    const served = lastServed.get(file.disk) ?? new Map<string, number>();
    served.set(job.owner, ++turn);
    lastServed.set(file.disk, served);

    const controller = new AbortController();
    const copy: RunningCopy = {
      fileId: file.id,
      disk: file.disk,
      size,
      copied: resumeFrom,
      controller,
      done: Promise.resolve(),
    };
    copies.set(file.id, copy);
    copy.done = runCopy(copy, source, resumeFrom)
      // A copy whose failure cannot even be recorded (the database went away): logged, never
      // an unhandled rejection that would end the process; a restart queues it again.
      .catch((error: unknown) => log.error({ err: error, fileId: file.id }, 'download: copy lost'))
      .finally(async () => {
        copies.delete(file.id);
        await release(file.disk);
        void wake();
      });
    return true;
  }

  async function runCopy(copy: RunningCopy, source: DiskFile, from: number) {
    const { fileId } = copy;
    let percent = percentOf(from, copy.size);
    let outcome: CopyOutcome;
    try {
      outcome = await copyFile({
        source: source.path,
        // Checked again on the opened file: the path may have become a link since the scan.
        open: () => openLibraryFile(source, serverFiles),
        target: stagedPath(fileId),
        size: copy.size,
        from,
        chunkBytes,
        checkpointBytes,
        checkpointMs,
        signal: copy.controller.signal,
        pace: copyLimit
          ? createThrottle({ bytesPerSecond: copyLimit, now: () => performance.now() }).pause
          : undefined,
        onProgress(copied) {
          copy.copied = copied;
          const now = percentOf(copied, copy.size);
          if (now !== percent) {
            percent = now;
            emit(fileId, { type: 'progress', percent });
          }
        },
        checkpoint: (copied) => queries.setCopied(fileId, copied),
        beforeChunk: deps.options?.beforeChunk
          ? (copied) => deps.options?.beforeChunk?.({ fileId, disk: copy.disk, copied })
          : undefined,
      });
    } catch (error) {
      log.error({ err: error, fileId }, 'download: copy failed');
      await fs.rm(`${stagedPath(fileId)}.part`, { force: true });
      await queries.deleteCacheEntries([fileId]);
      await failFile(fileId, downloadMessages.badLink);
      return;
    }
    if (outcome === 'done' && !(await queries.setCacheReady(fileId, clock()))) outcome = 'gone';
    if (outcome === 'gone') {
      await fs.rm(stagedPath(fileId), { force: true });
      await fs.rm(`${stagedPath(fileId)}.part`, { force: true });
      emit(fileId, { type: 'error', message: downloadMessages.noDownload, jobIds: [] });
      return;
    }
    if (outcome === 'done') {
      await queries.finishJobsOf(fileId, clock());
      emit(fileId, { type: 'ready' });
    }
  }

  /** Whether a file's copy is complete in the cache: its entry says so and the bytes are there. */
  async function isStagedEntry(
    fileId: number,
    entry: Awaited<ReturnType<DownloadQueries['cacheEntry']>>,
  ): Promise<boolean> {
    return entry?.ready === 1 && (await stagedSize(fileId)) === Number(entry.size);
  }

  async function stagedSize(fileId: number): Promise<number | null> {
    const stat = await fs.stat(stagedPath(fileId)).catch(() => null);
    return stat?.isFile() ? stat.size : null;
  }

  /**
   * Cache files that no entry accounts for go: the copy of a file whose row the disk scan
   * deleted (its entry went with it) would hold room the cache's bound does not count. Runs
   * before a copy makes room, and in the hourly sweep. A copy still being served stays until a
   * later pass; a transfer nginx serves keeps its open file.
   */
  async function dropOrphans() {
    const accounted = new Set<string>();
    for (const entry of await queries.cacheEntries()) {
      accounted.add(String(entry.file_id));
      if (!entry.ready) accounted.add(`${entry.file_id}.part`);
    }
    for (const name of await fs.readdir(deps.cacheDir)) {
      const fileId = /^(\d+)(\.part)?$/.exec(name)?.[1];
      if (fileId === undefined || accounted.has(name) || isInUse(Number(fileId))) continue;
      await fs.rm(path.join(deps.cacheDir, name), { force: true });
    }
  }

  /** Partial copies whose jobs all expired or went give their room back. */
  async function dropUnwantedParts() {
    const wanted = await queries.filesWanted(clock());
    const elsewhere = await copiedElsewhere();
    const stale = (await queries.cacheEntries())
      .filter(
        (entry) =>
          !entry.ready &&
          !wanted.has(entry.file_id) &&
          !copies.has(entry.file_id) &&
          !elsewhere.has(entry.file_id),
      )
      .map((entry) => entry.file_id);
    for (const fileId of stale) await fs.rm(`${stagedPath(fileId)}.part`, { force: true });
    await queries.deleteCacheEntries(stale);
  }

  /** Files whose copy another server has claimed (none on one server). */
  async function copiedElsewhere(): Promise<Set<number>> {
    return shared ? queries.claimedFiles(Date.now()) : new Set();
  }

  /**
   * Takes a disk's copy slot for a file: always on one server (the engine's own `copies` say
   * which disks are busy), through a claim row with several.
   */
  async function claim(disk: string, fileId: number): Promise<boolean> {
    if (!shared) return true;
    const now = Date.now();
    return queries.claimDisk(disk, fileId, holder, now, now + leaseMs);
  }

  /** Gives a disk's slot back (a lost database leaves the claim to expire). */
  async function release(disk: string) {
    if (!shared) return;
    await queries
      .releaseClaim(disk, holder)
      .catch((error: unknown) => log.warn({ err: error, disk }, 'download: claim not released'));
  }

  /** One pass: jobs of files being copied join them, each free disk starts its next job. */
  async function pumpOnce() {
    const now = clock();
    if (now - lastSweep >= HOUR) {
      lastSweep = now;
      await queries.deleteJobsExpiredBefore(now - KEEP_EXPIRED);
      await dropUnwantedParts();
      await dropOrphans();
    }
    // A server that died mid-copy: once its claim expires, its copy's jobs wait again.
    if (shared) await queries.requeueCopying(Date.now());
    const queued = await queries.queuedJobs(now);
    const byDisk = new Map<string, (QueuedJob & { disk: string })[]>();
    for (const row of queued) {
      if (copies.has(row.file_id)) {
        await queries.startJobsOf(row.file_id);
        continue;
      }
      const job = { id: row.id, fileId: row.file_id, owner: ownerOf(row), disk: row.disk };
      const list = byDisk.get(row.disk) ?? [];
      list.push(job);
      byDisk.set(row.disk, list);
    }
    if (!runsCopies) return;
    const busy = new Set([...copies.values()].map((copy) => copy.disk));
    for (const [disk, jobs] of byDisk) {
      if (busy.has(disk)) continue;
      const job = nextJob(jobs, lastServed.get(disk) ?? new Map());
      if (!job || !(await claim(disk, job.fileId))) continue;
      let started = false;
      try {
        started = await startCopy(job);
      } finally {
        // Nothing to copy after all (staged, failed, or no room yet): the slot goes back.
        if (!copies.has(job.fileId)) await release(disk);
      }
      if (started && !copies.has(job.fileId)) pumpAgain = true;
    }
  }

  /**
   * Every third of the lease, with several servers: renews this server's claims (a copy whose
   * claim another server took over, after this one stalled past its lease, stops at once), stops
   * copies that no job wants any more (paused through another server), and looks for work that
   * other servers left (a freed disk, an expired claim).
   */
  async function keepClaims() {
    if (copies.size) {
      const held = await queries.renewClaims(holder, Date.now() + leaseMs);
      for (const copy of copies.values()) {
        if (!held.has(copy.disk)) {
          log.warn({ fileId: copy.fileId, disk: copy.disk }, 'download: disk claim lost');
          copy.controller.abort();
        } else if ((await queries.copyingJobsOf(copy.fileId)) === 0) {
          copy.controller.abort();
        }
      }
    }
    await wake();
  }

  /**
   * With several servers, monitors of a file that another server copies hear its checkpoints,
   * read from the database: the percent as it moves, ready once its jobs are, or the error of
   * the jobs that failed. One query pair per pass for every followed file.
   */
  async function followRemoteCopies() {
    const fileIds = [...listeners.keys()].filter((fileId) => !copies.has(fileId));
    for (const fileId of remotePercent.keys()) {
      if (!listeners.has(fileId)) remotePercent.delete(fileId);
    }
    if (!fileIds.length) return;
    const { entries, jobs } = await queries.copyStates(fileIds);
    for (const fileId of fileIds) {
      // Started here meanwhile: its own events are newer than what was read.
      if (copies.has(fileId)) continue;
      const entry = entries.find((row) => row.file_id === fileId);
      const ofFile = jobs.filter((row) => row.file_id === fileId);
      if (!ofFile.length) {
        emit(fileId, { type: 'error', message: downloadMessages.noDownload, jobIds: [] });
        continue;
      }
      const failed = new Map<string, number[]>();
      for (const job of ofFile.filter((row) => row.state === 'failed')) {
        const message = job.error ?? downloadMessages.badLink;
        failed.set(message, [...(failed.get(message) ?? []), job.id]);
      }
      for (const [message, jobIds] of failed) emit(fileId, { type: 'error', message, jobIds });
      const waiting = ofFile.some((row) => row.state === 'queued' || row.state === 'copying');
      if (entry?.ready === 1 && !waiting) {
        emit(fileId, { type: 'ready' });
      } else if (entry && !entry.ready) {
        const percent = percentOf(Number(entry.copied), Number(entry.size));
        if (percent !== remotePercent.get(fileId)) {
          remotePercent.set(fileId, percent);
          emit(fileId, { type: 'progress', percent });
        }
      }
    }
  }

  /** Runs `task` every `ms` while the engine runs, a pass at a time, its failures logged. */
  function every(ms: number, what: string, task: () => Promise<void>) {
    let running = false;
    const timer = setInterval(() => {
      if (running || closed) return;
      running = true;
      task()
        .catch((error: unknown) => log.error({ err: error }, `download: ${what} failed`))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  /** Runs passes until nothing changes; concurrent calls fold into the running one. */
  function wake(): Promise<void> {
    if (closed) return Promise.resolve();
    pumpAgain = true;
    if (!pumping) {
      pumping = (async () => {
        try {
          while (pumpAgain && !closed) {
            pumpAgain = false;
            await pumpOnce();
          }
        } catch (error) {
          log.error({ err: error }, 'download: scheduling failed');
        } finally {
          pumping = null;
        }
      })();
    }
    return pumping;
  }

  /**
   * After a restart: copies that were running wait again; cache files that no entry accounts
   * for (a deleted file's copy, a stray part) are removed; entries whose file is missing are
   * forgotten, and partial copies nobody waits for any more give their room back.
   */
  async function recover() {
    await fs.mkdir(deps.cacheDir, { recursive: true });
    await queries.requeueCopying(shared ? Date.now() : null);
    const entries = new Map((await queries.cacheEntries()).map((entry) => [entry.file_id, entry]));
    const wanted = await queries.filesWanted(clock());
    const names = new Set(await fs.readdir(deps.cacheDir));
    const forget: number[] = [];
    // Another server's copy in progress is its own to keep or drop.
    for (const fileId of await copiedElsewhere()) {
      entries.delete(fileId);
      names.delete(String(fileId));
      names.delete(`${fileId}.part`);
    }
    for (const entry of entries.values()) {
      const name = entry.ready ? String(entry.file_id) : `${entry.file_id}.part`;
      const keep = entry.ready ? names.has(name) : names.has(name) && wanted.has(entry.file_id);
      if (keep) names.delete(name);
      else forget.push(entry.file_id);
    }
    await queries.deleteCacheEntries(forget);
    for (const name of names) {
      if (/^\d+(\.part)?$/.test(name)) await fs.rm(path.join(deps.cacheDir, name), { force: true });
    }
  }

  return {
    stagedPath,

    async start() {
      await recover();
      if (shared) {
        if (runsCopies) every(Math.max(1, Math.floor(leaseMs / 3)), 'claims', keepClaims);
        every(REMOTE_POLL_MS, 'monitor', followRemoteCopies);
      }
      await wake();
    },

    /** Looks for work: after a job is queued or continued, a transfer ends, and so on. */
    wake,

    /** Whether the file is staged in the cache with its recorded size. */
    async isStaged(fileId: number): Promise<boolean> {
      return isStagedEntry(fileId, await queries.cacheEntry(fileId));
    },

    /** Percent of a file's copy now (live while copying, else from the last checkpoint). */
    async percent(fileId: number): Promise<number> {
      const copy = copies.get(fileId);
      if (copy) return percentOf(copy.copied, copy.size);
      const entry = await queries.cacheEntry(fileId);
      return entry ? percentOf(Number(entry.copied), Number(entry.size)) : 0;
    },

    /** Stops a file's copy when no job wants it any more (all paused); it resumes later. */
    async reconsider(fileId: number) {
      const copy = copies.get(fileId);
      if (copy && (await queries.copyingJobsOf(fileId)) === 0) {
        copy.controller.abort();
        await copy.done;
      }
      await wake();
    },

    subscribe(fileId: number, listener: (event: CopyEvent) => void): () => void {
      const set = listeners.get(fileId) ?? new Set();
      set.add(listener);
      listeners.set(fileId, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(fileId);
      };
    },

    /** Marks a file as being served until the returned function is called. */
    serve(fileId: number): () => void {
      serving.set(fileId, (serving.get(fileId) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (serving.get(fileId) ?? 1) - 1;
        if (left > 0) serving.set(fileId, left);
        else serving.delete(fileId);
        void wake();
      };
    },

    /** Stops every copy at a checkpoint (they resume at the next start). */
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await pumping;
      for (const copy of copies.values()) copy.controller.abort();
      await Promise.all([...copies.values()].map((copy) => copy.done));
    },
  };
}

export type DownloadEngine = ReturnType<typeof createDownloadEngine>;
