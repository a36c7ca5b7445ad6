/** A file in the download cache, as eviction sees it. */
export interface CacheEntry {
  fileId: number;
  size: number;
  ready: boolean;
  lastUsedAt: number;
}

/**
 * Which staged files to delete so that `needed` more bytes fit under `maxBytes`: the least
 * recently used first, never a file being copied (not ready) or in use (being served). Answers
 * the file ids to evict (empty when it already fits), or null when it cannot fit now.
 */
export function chooseEvictions(
  entries: readonly CacheEntry[],
  needed: number,
  maxBytes: number,
  inUse: (fileId: number) => boolean,
): number[] | null {
  if (needed > maxBytes) return null;
  let used = entries.reduce((sum, entry) => sum + entry.size, 0);
  const evicted: number[] = [];
  const candidates = entries
    .filter((entry) => entry.ready && !inUse(entry.fileId))
    .sort((a, b) => a.lastUsedAt - b.lastUsedAt || a.fileId - b.fileId);
  for (const entry of candidates) {
    if (used + needed <= maxBytes) break;
    used -= entry.size;
    evicted.push(entry.fileId);
  }
  return used + needed <= maxBytes ? evicted : null;
}
