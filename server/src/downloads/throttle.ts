/**
 * Paces a copy to at most `bytesPerSecond` on average: after each chunk, `pause(bytes)` answers
 * how many milliseconds to wait so that the bytes copied so far took at least their share of
 * time. A copy that fell behind (a slow disk, a long pause) does not catch up in a burst: the
 * account restarts when it is more than `slackMs` behind.
 */
export function createThrottle(options: {
  bytesPerSecond: number;
  /** Milliseconds, monotonic (`performance.now` in the engine, a fake in tests). */
  now: () => number;
  slackMs?: number;
}) {
  const { bytesPerSecond, now } = options;
  const slackMs = options.slackMs ?? 1000;
  let origin = now();
  let bytes = 0;
  return {
    pause(copied: number): number {
      const time = now();
      if (time - (origin + (bytes * 1000) / bytesPerSecond) > slackMs) {
        origin = time;
        bytes = 0;
      }
      bytes += copied;
      return Math.max(0, origin + (bytes * 1000) / bytesPerSecond - time);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/**
 * Chunk size of a limited copy: about a tenth of a second's worth (at least 64 KiB), so that its
 * pace is smooth, never more than the unlimited chunk.
 */
export function throttledChunkBytes(chunkBytes: number, bytesPerSecond: number | null): number {
  if (!bytesPerSecond) return chunkBytes;
  return Math.min(chunkBytes, Math.max(64 * 1024, Math.floor(bytesPerSecond / 10)));
}
