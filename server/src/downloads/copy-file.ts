import { once } from 'node:events';
import fs from 'node:fs/promises';

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
  /** Bytes between checkpoints (sync, then record) so that a restart resumes near the end. */
  checkpointBytes: number;
  signal: AbortSignal;
  onProgress(copied: number): void;
  /** Records synced bytes; answers false when the copy is no longer wanted (file deleted). */
  checkpoint(copied: number): Promise<boolean>;
  /** Test hook awaited before each chunk (tests slow copies down with it). */
  beforeChunk?: (copied: number) => Promise<void> | void;
}

/** 'done': the target is in place; 'stopped': paused or closing; 'gone': no longer wanted. */
export type CopyOutcome = 'done' | 'stopped' | 'gone';

export class CopyError extends Error {}

/**
 * Copies a library file into the cache in large chunks (a spinning disk reads best in long
 * runs), resuming a partial copy. Bytes past the last checkpoint may not have reached the disk
 * before a crash, so the part is cut back to `from` first. The result is synced, its size
 * checked against the source's, and only then renamed to its final name: a `.part` file is
 * never served.
 */
export async function copyFile(job: CopyJob): Promise<CopyOutcome> {
  const part = `${job.target}.part`;
  const source = await job.open();
  let target: fs.FileHandle | undefined;
  try {
    target = await fs.open(part, fs.constants.O_RDWR | fs.constants.O_CREAT);
    await target.truncate(job.from);
    const buffer = Buffer.allocUnsafe(Math.min(job.chunkBytes, Math.max(job.size, 1)));
    const aborted = once(job.signal, 'abort').catch(() => undefined);
    let copied = job.from;
    let synced = job.from;
    while (copied < job.size) {
      if (job.beforeChunk && !job.signal.aborted) {
        await Promise.race([job.beforeChunk(copied), aborted]);
      }
      if (job.signal.aborted) break;
      const want = Math.min(buffer.length, job.size - copied);
      const { bytesRead } = await source.read(buffer, 0, want, copied);
      if (bytesRead === 0) throw new CopyError(`${job.source} se acabó a ${copied} bytes`);
      await writeAll(target, buffer.subarray(0, bytesRead), copied);
      copied += bytesRead;
      job.onProgress(copied);
      if (copied - synced >= job.checkpointBytes && copied < job.size) {
        await target.datasync();
        if (!(await job.checkpoint(copied))) return 'gone';
        synced = copied;
      }
    }
    await target.datasync();
    if (copied < job.size) {
      return (await job.checkpoint(copied)) ? 'stopped' : 'gone';
    }
    const [sourceStat, targetStat] = await Promise.all([source.stat(), target.stat()]);
    if (sourceStat.size !== job.size || targetStat.size !== job.size) {
      throw new CopyError(
        `${job.source}: ${sourceStat.size} bytes en origen, ${targetStat.size} copiados, ${job.size} esperados`,
      );
    }
    await target.close();
    target = undefined;
    await fs.rename(part, job.target);
    return 'done';
  } finally {
    await source.close();
    await target?.close();
  }
}

async function writeAll(file: fs.FileHandle, bytes: Buffer, position: number): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    const result = await file.write(bytes, written, bytes.length - written, position + written);
    written += result.bytesWritten;
  }
}
