/** A job waiting for its disk: who asked (a user, or a share link) and when (its id). */
export interface QueuedJob {
  id: number;
  fileId: number;
  /** Who the job is for: `u<userId>` or `s<shareId>`; fairness is between these. */
  owner: string;
}

/**
 * The next job a free disk should copy: round-robin between owners. Among the owners with queued
 * jobs, the one served longest ago on this disk (never served counts as longest) goes first,
 * ties by their oldest job; that owner's oldest job is the pick. `lastServed` maps an owner to
 * a number that grows each time the disk starts one of their jobs. Jobs come oldest first.
 */
export function nextJob<T extends QueuedJob>(
  queued: readonly T[],
  lastServed: ReadonlyMap<string, number>,
): T | undefined {
  let best: T | undefined;
  let bestServed = Number.POSITIVE_INFINITY;
  for (const job of queued) {
    const served = lastServed.get(job.owner) ?? Number.NEGATIVE_INFINITY;
    if (!best || served < bestServed || (served === bestServed && job.id < best.id)) {
      best = job;
      bestServed = served;
    }
  }
  return best;
}
