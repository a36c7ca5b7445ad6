import type { SearchTier } from '../../db/engine.js';

/**
 * The films a search is known to hold at least, from its engine's exact counts: the most any
 * one of these tiers holds (`SearchTier.atLeast`; their films are all in the search), 0 when
 * none tells.
 */
export function knownAtLeast(tiers: readonly Pick<SearchTier, 'atLeast'>[]): number {
  return tiers.reduce((most, tier) => Math.max(most, tier.atLeast ?? 0), 0);
}

/**
 * The tiers in the order to read them for their total alone: the expected biggest first (the
 * engine's guess), those of unknown size after, in their own order. A total is the same in any
 * order (see `mergeTierIds`).
 */
export function biggestFirst<T extends Pick<SearchTier, 'expected'>>(tiers: readonly T[]): T[] {
  const known = tiers.filter((tier) => tier.expected !== undefined);
  const unknown = tiers.filter((tier) => tier.expected === undefined);
  return [...known.sort((a, b) => (b.expected ?? 0) - (a.expected ?? 0)), ...unknown];
}

/** Whether a later tier of `tiers` holds every film of the one at `index` (`SearchTier.within`). */
function heldLater(tiers: readonly Pick<SearchTier, 'within'>[], index: number): boolean {
  const holder = tiers[index]?.within;
  return holder !== undefined && tiers.indexOf(holder) > index;
}

/**
 * How many films to read of the tier at `index`, `have` being found before it: up to `cap`, but
 * when a later tier holds all its films and this one is not expected to reach the cap (the
 * engine's guess, unknown counting as reaching it), only up to the search's first `needed` (a
 * page's end): past them its films count only for the total, which that tier reads. A tier
 * that reaches the cap alone ends the search there ('amor' word for word, 3,000 films of
 * 1,000,000), where stopping at the page would leave the cap to its holder.
 */
export function tierLimit(
  tiers: readonly Pick<SearchTier, 'within' | 'expected' | 'atLeast'>[],
  index: number,
  have: number,
  needed: number,
  cap: number,
): number {
  const tier = tiers[index];
  const fills = have + Math.max(tier?.expected ?? Number.POSITIVE_INFINITY, tier?.atLeast ?? 0);
  const onlyPage = heldLater(tiers, index) && fills < cap;
  return Math.max(0, (onlyPage ? Math.min(needed, cap) : cap) - have);
}

/** The tiers a total needs: those no later tier holds (they would add no film to it). */
export function unheld<T extends Pick<SearchTier, 'within'>>(tiers: readonly T[]): T[] {
  return tiers.filter((_, index) => !heldLater(tiers, index));
}

/**
 * How many tiers, from `from` on, to read together: the tier at `from`, and each next one while
 * the tiers taken before it are not expected (`SearchTier.expected`, the engine's guess, unknown
 * counting as filling) to bring the `have` ids already found up to `cap`. Reading them at once
 * overlaps their statements on PostgreSQL; a tier read in vain costs work, never a wrong answer
 * (see `mergeTierIds`).
 */
export function tierGroupSize(
  tiers: readonly Pick<SearchTier, 'expected'>[],
  from: number,
  have: number,
  cap: number,
): number {
  let size = 1;
  let expected = tiers[from]?.expected ?? Number.POSITIVE_INFINITY;
  while (from + size < tiers.length && have + expected < cap) {
    expected += tiers[from + size]?.expected ?? Number.POSITIVE_INFINITY;
    size += 1;
  }
  return size;
}

/**
 * Appends to `ids` the films of a group of tiers read together, in tier order, each film once,
 * up to `cap`. Each tier's list is its first `cap - ids.length` films (in its order) outside
 * `ids` as they were before the group: that holds at least as many films outside the earlier
 * tiers of the group as the cap leaves room for, so the answer is the one reading the tiers
 * one after the other (each excluding every earlier tier's films) gives.
 */
export function mergeTierIds(ids: number[], found: readonly (readonly number[])[], cap: number) {
  const seen = new Set(ids);
  for (const list of found) {
    for (const id of list) {
      if (ids.length >= cap) return;
      if (seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
    }
  }
}

/**
 * Merges the reads of a group of tiers into `ids` (as `mergeTierIds`) in tier order as each
 * comes in, calling `merged` after each: the ids of the tiers before a read stay the same
 * whatever the later ones answer, so a page they already fill is known while those are read.
 */
export async function mergeAsRead(
  ids: number[],
  reads: readonly Promise<readonly number[]>[],
  cap: number,
  merged: () => void,
): Promise<void> {
  // Each is awaited in turn: one that fails before its turn is not reported as unhandled.
  for (const read of reads) read.catch(() => {});
  for (const read of reads) {
    mergeTierIds(ids, [await read], cap);
    merged();
  }
}
