/**
 * How the club's activity feed is ordered and paged (issue 32), without I/O. The feed merges
 * four sources (ratings and comments, arrivals per day, served requests, members' first weeks);
 * each entry has a key, and the feed is every entry in descending key order. A page's cursor
 * is the key of its last entry, so the next page is "the entries below that key": entries
 * written meanwhile sort above it and never shift a page, unlike an offset.
 */

/** An entry's place: its time, the rank of its kind (to break ties), an id within the kind. */
export interface FeedKey {
  at: number;
  rank: number;
  id: number;
}

/**
 * The ranks of the kinds: at one same second, a member's arrival first, then their ratings,
 * then a request served and the arrivals that served it.
 */
export const RANK = { llegada: 0, peticion: 1, nota: 2, alta: 3, sesion: 4, ganadora: 5 } as const;

/** The largest id a source's SQL compares with (ids are PostgreSQL integers). */
const ID_CEILING = 2 ** 31 - 1;

/** Descending order of keys: negative when `a` comes first (is newer). */
export function compareKeys(a: FeedKey, b: FeedKey): number {
  return b.at - a.at || b.rank - a.rank || b.id - a.id;
}

export function cursorOf(key: FeedKey): string {
  return `${key.at}-${key.rank}-${key.id}`;
}

/** The key a cursor names; the contract's schema has checked its shape (`FEED_CURSOR`). */
export function parseCursor(text: string | undefined): FeedKey | null {
  if (!text) return null;
  const [at, rank, id] = text.split('-').map(Number);
  return { at: at ?? 0, rank: rank ?? 0, id: id ?? 0 };
}

/**
 * What one source of a rank returns after a cursor, as SQL can ask it of its (time, id) index:
 * rows with `time < at`, or `time = at` and `id <= idMax`. Null: no cursor, every row.
 */
export function boundFor(
  cursor: FeedKey | null,
  rank: number,
): { at: number; idMax: number } | null {
  if (!cursor) return null;
  if (rank < cursor.rank) return { at: cursor.at, idMax: ID_CEILING };
  if (rank > cursor.rank) return { at: cursor.at, idMax: 0 };
  return { at: cursor.at, idMax: cursor.id - 1 };
}

/** Whether an entry lies after the cursor (below it in the feed). */
export function isAfter(key: FeedKey, cursor: FeedKey | null): boolean {
  return cursor === null || compareKeys(cursor, key) < 0;
}

/**
 * One page from the sources' answers, each of which holds up to `size + 1` entries after the
 * cursor in its own order: the first `size` of them all, and the cursor of the next page when
 * any source had more. (If all of them together have no more than `size`, every source has
 * answered all it had.)
 */
export function pageOf<E extends { key: FeedKey }>(
  sources: E[][],
  size: number,
): { entries: E[]; sig: string | null } {
  const all = sources.flat().sort((a, b) => compareKeys(a.key, b.key));
  const entries = all.slice(0, size);
  const last = entries.at(-1);
  return { entries, sig: all.length > size && last ? cursorOf(last.key) : null };
}

/** The start of the site's local day (the server's time zone) that `at` falls in, in seconds. */
export function localDayStart(at: number): number {
  const date = new Date(at * 1000);
  date.setHours(0, 0, 0, 0);
  return date.getTime() / 1000;
}

/** The start of the local day after the one starting at `dayStart` (23 to 25 hours later). */
export function nextLocalDay(dayStart: number): number {
  const date = new Date(dayStart * 1000);
  date.setDate(date.getDate() + 1);
  date.setHours(0, 0, 0, 0);
  return date.getTime() / 1000;
}

/**
 * A comment as the feed quotes it: at most `max` characters (whole code points), cut at a word
 * where one is near, with an ellipsis; `cut` says whether anything was left out.
 */
export function quoteOf(text: string, max: number): { text: string; cut: boolean } {
  const points = Array.from(text.trim());
  if (points.length <= max) return { text: points.join(''), cut: false };
  const head = points.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cutAt = space > head.length / 2 ? space : head.length;
  return { text: `${head.slice(0, cutAt).trimEnd()}…`, cut: true };
}
