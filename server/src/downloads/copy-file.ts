import { once } from 'node:events';
import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export interface CopyJob {
  /** The source's path, for messages. */
  source: string;
  /** Opens the source (inside its disk: see `library/safe-path.ts`). */
  open(): Promise<fs.FileHandle>;
  /** The staged file's name; the copy is written to `${target}.part` and renamed at the end. */
  target: string;
  /** The source's size when the copy started: the copy must end with exactly this many bytes. */
  size: number;
  /** Bytes of the `.part` file known to be synced: the copy resumes there. */
  from: number;
  chunkBytes: number;
  /**
   * A checkpoint (sync, then record) comes after this many bytes or this many milliseconds,
   * whichever is first, so that a restart resumes near where the copy stopped.
   */
  checkpointBytes: number;
  checkpointMs: number;
  signal: AbortSignal;
  onProgress(copied: number): void;
  /** Records synced bytes; answers false when the copy is no longer wanted (file deleted). */
  checkpoint(copied: number): Promise<boolean>;
  /** Milliseconds to wait after a chunk of that many bytes (the copy-speed limit). */
  pace?: (bytes: number) => number;
  /** Test hook awaited before each chunk (tests slow copies down with it). */
  beforeChunk?: (copied: number) => Promise<void> | void;
}

/** 'done': the target is in place; 'stopped': paused or closing; 'gone': no longer wanted. */
export type CopyOutcome = 'done' | 'stopped' | 'gone';

export class CopyError extends Error {}

/**
 * Copies a library file into the cache, resuming a partial copy. Bytes past the last checkpoint
 * may not have reached the disk before a crash, so the part is cut back to `from` first. The
 * result is synced, its size checked against the source's, and only then renamed to its final
 * name: a `.part` file is never served.
 *
 * Where the time goes (bench/README.md): the reads and writes of two buffers overlap (the next
 * chunk is read while the last one is written), and a checkpoint's sync runs beside the copy,
 * its bytes recorded once it is done, instead of stopping the copy for each sync.
 */
export async function copyFile(job: CopyJob): Promise<CopyOutcome> {
  const part = `${job.target}.part`;
  const source = await job.open();
  let target: fs.FileHandle | undefined;
  let writing: Promise<void> = Promise.resolve();
  let checkpointing: Checkpoint | null = null;
  try {
    const out = await fs.open(part, fs.constants.O_RDWR | fs.constants.O_CREAT);
    target = out;
    await out.truncate(job.from);
    const sourceStat = await source.stat();
    const length = Math.min(job.chunkBytes, Math.max(job.size - job.from, 1));
    const buffers = [Buffer.allocUnsafe(length), Buffer.allocUnsafe(length)];
    const aborted = once(job.signal, 'abort').catch(() => undefined);
    let copied = job.from;
    let marked = { bytes: job.from, at: performance.now() };
    for (let turn = 0; copied < job.size; turn++) {
      if (job.beforeChunk && !job.signal.aborted) {
        await Promise.race([job.beforeChunk(copied), aborted]);
      }
      if (job.signal.aborted) break;
      const buffer = buffers[turn % 2] as Buffer;
      const want = Math.min(buffer.length, job.size - copied);
      const { bytesRead } = await source.read(buffer, 0, want, copied);
      if (bytesRead === 0) throw new CopyError(`${job.source} se acabó a ${copied} bytes`);
      // The other buffer's write must be done before this one's starts (and before it is read
      // into again, next turn).
      await writing;
      writing = writeAll(out, buffer.subarray(0, bytesRead), copied);
      // Awaited next turn; a failure meanwhile (ENOSPC) must not count as unhandled.
      writing.catch(() => undefined);
      copied += bytesRead;
      job.onProgress(copied);
      const due =
        copied - marked.bytes >= job.checkpointBytes ||
        performance.now() - marked.at >= job.checkpointMs;
      if (due && copied < job.size && (checkpointing?.done ?? true)) {
        if (checkpointing && !(await checkpointing.recorded)) return 'gone';
        await writing;
        marked = { bytes: copied, at: performance.now() };
        checkpointing = startCheckpoint(job, out, sourceStat, copied);
      }
      const wait = job.pace?.(bytesRead) ?? 0;
      if (wait > 0) await sleep(wait, undefined, { signal: job.signal }).catch(() => undefined);
    }
    await writing;
    if (checkpointing && !(await checkpointing.recorded)) return 'gone';
    await out.datasync();
    if (copied < job.size) {
      return (await job.checkpoint(copied)) ? 'stopped' : 'gone';
    }
    await sameSource(job.source, sourceStat);
    const [endStat, targetStat] = await Promise.all([source.stat(), out.stat()]);
    if (endStat.size !== job.size || targetStat.size !== job.size) {
      throw new CopyError(
        `${job.source}: ${endStat.size} bytes en origen, ${targetStat.size} copiados, ${job.size} esperados`,
      );
    }
    await out.close();
    target = undefined;
    await fs.rename(part, job.target);
    return 'done';
  } finally {
    // A failure leaves no write or sync running on a closed file.
    await Promise.allSettled([writing, checkpointing?.recorded]);
    await source.close();
    await target?.close();
  }
}

/** A checkpoint running beside the copy; `recorded` is awaited when the next one is due. */
interface Checkpoint {
  recorded: Promise<boolean>;
  done: boolean;
}

function startCheckpoint(
  job: CopyJob,
  out: fs.FileHandle,
  sourceStat: { dev: number; ino: number },
  copied: number,
): Checkpoint {
  const checkpoint = { recorded: syncAndRecord(job, out, sourceStat, copied), done: false };
  // Handled here (so never an unhandled rejection); its error is thrown where it is awaited.
  checkpoint.recorded.then(
    () => {
      checkpoint.done = true;
    },
    () => {
      checkpoint.done = true;
    },
  );
  return checkpoint;
}

/**
 * A checkpoint: the part's bytes up to `copied` reach the disk, the source is still there (a
 * disk whose root vanished, an unmounted disk, fails the copy instead of finishing it from the
 * open handle), and only then are the bytes recorded.
 */
async function syncAndRecord(
  job: CopyJob,
  out: fs.FileHandle,
  sourceStat: { dev: number; ino: number },
  copied: number,
): Promise<boolean> {
  await out.datasync();
  await sameSource(job.source, sourceStat);
  return job.checkpoint(copied);
}

async function sameSource(source: string, opened: { dev: number; ino: number }) {
  const now = await fs.stat(source).catch(() => null);
  if (!now || now.dev !== opened.dev || now.ino !== opened.ino) {
    throw new CopyError(`${source} ya no está en su disco`);
  }
}

async function writeAll(file: fs.FileHandle, bytes: Buffer, position: number): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    const result = await file.write(bytes, written, bytes.length - written, position + written);
    written += result.bytesWritten;
  }
}
