import {
  type DownloadCommand,
  downloadEvents,
  downloadMessages,
  pathOf,
  routes,
  SHARE_SECONDS,
  type SharedFile,
  shareTokenFileId,
  TORRENT_MAX_BYTES,
} from '@cineclub/contract';
import type { FastifyBaseLogger } from 'fastify';
import { SIGNED_OUT_MESSAGE } from '../accounts/guards.js';
import { hashSessionToken } from '../accounts/session-token.js';
import type { SessionUser } from '../accounts/session-user.js';
import type { Clock } from '../clock.js';
import type { DiskConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import { type DiskLocation, diskFile, readableFile } from '../library/disks.js';
import { readInside } from '../library/safe-path.js';
import type { CopyEvent, DownloadEngine } from './engine.js';
import type { DownloadQueries } from './queries.js';
import { createShareTokens } from './share-tokens.js';

/**
 * 'Error en el enlace': the file cannot be read from its disk. The spec answers it as a 500 with
 * that message: an expected answer, logged as a warning with what went wrong, not a crash.
 */
class BrokenLinkError extends HttpError {
  constructor(detail: string) {
    super(500, downloadMessages.badLink, detail);
  }
}

/** Who asks about a download: the session's user and/or a share token (`?auth=`). */
export interface Asker {
  user: SessionUser | null;
  auth: string | undefined;
}

/** What the monitor stream sends: `porcj` with a percent, or `error` with a message. */
export type MonitorEvent =
  | { event: typeof downloadEvents.progress; data: number }
  | { event: typeof downloadEvents.error; data: string };

const progress = (percent: number): MonitorEvent => ({
  event: downloadEvents.progress,
  data: percent,
});
const failure = (message: string): MonitorEvent => ({ event: downloadEvents.error, data: message });

export function createDownloadService(deps: {
  queries: DownloadQueries;
  engine: DownloadEngine;
  disks: DiskConfig[];
  cacheMaxBytes: number;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where the key that share tokens are derived with is kept. */
  shareKeyFile: string;
}) {
  const { queries, engine, clock } = deps;
  const shareToken = createShareTokens(deps.shareKeyFile);

  /** A stored location as it stands in messages: disk, folder and name. */
  const shown = (location: DiskLocation) => `${location.disk}:${location.dir}/${location.name}`;

  /** The share link a token names, or null for a malformed or unknown token. */
  async function shareOf(token: string) {
    if (shareTokenFileId(token) === null) return null;
    return (await queries.shareByHash(hashSessionToken(token))) ?? null;
  }

  /**
   * The live share link of a token, as init and compartido accept it: 403 for a malformed or
   * unknown token, one of another file, or one whose maker lost bajed2; 410 once expired.
   */
  async function usableShare(token: string, fileId: number, now: number) {
    const share = await shareOf(token);
    if (!share || shareTokenFileId(token) !== fileId || !share.owner_may_download) {
      throw new HttpError(403, downloadMessages.forbidden);
    }
    if (share.expires_at <= now) throw new HttpError(410, downloadMessages.expired);
    return share;
  }

  /**
   * The job, if the asker may act on it: its owner, or the holder of the share link that made
   * it. 401 without session or token, 404 unknown, 403 someone else's or when its owner (or
   * the share link's maker) no longer has bajed2, 410 expired.
   */
  async function ownJob(asker: Asker, jobId: number) {
    if (!asker.user && !asker.auth) throw new HttpError(401, SIGNED_OUT_MESSAGE);
    const job = await queries.job(jobId);
    if (!job) throw new HttpError(404, downloadMessages.noDownload);
    const share = asker.auth ? await shareOf(asker.auth) : null;
    const owner =
      (job.user_id !== null && job.user_id === asker.user?.id) ||
      (job.share_id !== null && job.share_id === share?.id);
    if (!owner || !job.owner_may_download) throw new HttpError(403, downloadMessages.forbidden);
    if (job.expires_at <= clock()) throw new HttpError(410, downloadMessages.expired);
    return job;
  }

  return {
    /**
     * Creates a download job for a file and answers its id. With `auth` (a share token for this
     * file) no session is needed; without it the route's guard demands bajed2. A staged file is
     * ready at once; otherwise the engine queues its copy. An owner's live job of the same file
     * is answered again (queued again if it was paused or had failed) rather than a new one.
     */
    async init(asker: Asker, fileId: number): Promise<number> {
      const now = clock();
      const share = asker.auth === undefined ? null : await usableShare(asker.auth, fileId, now);
      const file = await queries.file(fileId);
      if (!file) throw new HttpError(404, downloadMessages.noDownload);
      const source = await readableFile(deps.disks, file);
      if (!source) throw new BrokenLinkError(`cannot read ${shown(file)}`);
      if (source.size > deps.cacheMaxBytes) {
        throw new BrokenLinkError(
          `${source.file.path} (${source.size} bytes) is larger than the cache`,
        );
      }
      const ready = await engine.isStaged(fileId);
      const job = await queries.liveJobOrInsert(
        {
          user_id: share ? null : (asker.user?.id ?? null),
          share_id: share?.id ?? null,
          file_id: fileId,
          state: ready ? 'ready' : 'queued',
          created_at: now,
          ready_at: ready ? now : null,
          // A download through a share link ends with the link at the latest.
          expires_at: Math.min(now + SHARE_SECONDS, share?.expires_at ?? Number.POSITIVE_INFINITY),
        },
        now,
      );
      // A live job that cannot go on by itself is queued again: paused, failed, or ready while
      // its staged file was evicted.
      const stuck =
        job.state === 'paused' || job.state === 'failed' || (job.state === 'ready' && !ready);
      if (!job.created && stuck) await queries.setJobState(job.id, 'queued');
      if (ready) await queries.touchCache(fileId, now);
      if (job.state === 'queued' || stuck) await engine.wake();
      return job.id;
    },

    /** Pause ('p') or continue ('c') the copy of a job. Continuing a failed job retries it. */
    async command(asker: Asker, jobId: number, op: DownloadCommand): Promise<void> {
      const job = await ownJob(asker, jobId);
      if (op === 'p' && (job.state === 'queued' || job.state === 'copying')) {
        await queries.setJobState(job.id, 'paused');
        await engine.reconsider(job.file_id);
      }
      if (op === 'c' && (job.state === 'paused' || job.state === 'failed')) {
        await queries.setJobState(job.id, 'queued');
        await engine.wake();
      }
    },

    /** The job a monitor stream may follow (checked before the stream starts). */
    monitored: ownJob,

    /**
     * Follows a job: `send` gets the current percent, then each change, and the stream ends
     * (`end`) after 100 or an error. Answers the function that stops following.
     */
    async watch(
      job: { id: number; file_id: number },
      send: (event: MonitorEvent) => void,
      end: () => void,
    ): Promise<() => void> {
      let finished = false;
      const finish = (event: MonitorEvent) => {
        if (finished) return;
        finished = true;
        send(event);
        unsubscribe();
        end();
      };
      // Subscribe before reading the state, so that nothing happens unheard in between.
      const unsubscribe = engine.subscribe(job.file_id, (event: CopyEvent) => {
        if (event.type === 'progress' && !finished) send(progress(event.percent));
        if (event.type === 'ready') finish(progress(100));
        if (event.type === 'error' && (!event.jobIds.length || event.jobIds.includes(job.id))) {
          finish(failure(event.message));
        }
      });
      const now = (await queries.job(job.id)) ?? { state: 'failed' as const, error: null };
      if (now.state === 'ready') finish(progress(100));
      else if (now.state === 'failed') finish(failure(now.error ?? downloadMessages.badLink));
      else send(progress(await engine.percent(job.file_id)));
      return unsubscribe;
    },

    /**
     * The staged file of a ready job, to serve, with the job. A job whose staged file was evicted meanwhile
     * is queued again and answers 409 until it is back.
     */
    async staged(asker: Asker, jobId: number) {
      const job = await ownJob(asker, jobId);
      if (job.state !== 'ready') throw new HttpError(409, downloadMessages.notReady);
      if (!(await engine.isStaged(job.file_id))) {
        await queries.setJobState(job.id, 'queued');
        await engine.wake();
        throw new HttpError(409, downloadMessages.notReady);
      }
      await queries.touchCache(job.file_id, clock());
      return {
        job,
        file: { fileId: job.file_id, name: job.name, path: engine.stagedPath(job.file_id) },
      };
    },

    /**
     * The user's share token for a file, valid 24 h from this call: `<fileId>.<secret>`, only
     * its hash kept. Idempotent: while the user's link of that file lives, asking again answers
     * the same token and extends it, so a GET adds no row per call.
     */
    async share(user: SessionUser, fileId: number): Promise<string> {
      if (!(await queries.file(fileId))) throw new HttpError(404, downloadMessages.noDownload);
      const now = clock();
      const expiresAt = now + SHARE_SECONDS;
      const live = await queries.liveShare(user.id, fileId, now);
      const token = shareToken({ fileId, userId: user.id, createdAt: live?.created_at ?? now });
      if (live) await queries.extendShare(live.id, expiresAt);
      else {
        await queries.insertShare({
          token_hash: hashSessionToken(token),
          file_id: fileId,
          user_id: user.id,
          created_at: now,
          expires_at: expiresAt,
        });
      }
      return token;
    },

    /**
     * The name and size of the file a share token names, refused as init would refuse the
     * token: the share page tells what is coming, or what is wrong, before the download starts.
     */
    async sharedFile(token: string): Promise<SharedFile> {
      const fileId = shareTokenFileId(token);
      if (fileId === null) throw new HttpError(403, downloadMessages.forbidden);
      await usableShare(token, fileId, clock());
      const file = await queries.file(fileId);
      if (!file) throw new HttpError(404, downloadMessages.noDownload);
      return { nom: file.name, tam: Number(file.size) };
    },

    /** The same-origin URL that serves a torrent's `.torrent` file. */
    async torrentUrl(code: string): Promise<string> {
      if (!(await queries.torrent(code))) throw new HttpError(404, downloadMessages.noTorrent);
      return pathOf(routes.torrentFile, { code });
    },

    /** A `.torrent` file's bytes (small: read whole) and name. */
    async torrentFile(code: string): Promise<{ name: string; body: Buffer }> {
      const torrent = await queries.torrent(code);
      if (!torrent) throw new HttpError(404, downloadMessages.noTorrent);
      const source = diskFile(deps.disks, torrent);
      const body = source
        ? await readInside(source.root, source, TORRENT_MAX_BYTES).catch(() => null)
        : null;
      if (!body) throw new BrokenLinkError(`cannot read ${shown(torrent)}`);
      return { name: torrent.name, body };
    },

    /** Of these jobs (transfers running), those whose owner may still download. */
    allowedJobs: queries.allowedJobs,

    /** Marks a staged file as being served until the returned function is called. */
    serve: engine.serve,
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
