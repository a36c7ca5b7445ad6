/**
 * How a PostgreSQL search tier reads its matches, picked by what each way costs for the
 * postings of its groups of terms (one group per typed word, its count from the dictionaries
 * or the typo vocabulary). Measured at 1,000,000 films and 3,000,000 people
 * (docs/architecture.md, "PostgreSQL: how a tier reads"):
 * - `postings`: every posting of every group, read from the posting tables' indexes alone,
 *   intersected and sorted by key: about 0.3 µs a posting, whatever the matches;
 * - `runs` (when every group's terms are named): the postings as runs in key order (`termRuns`
 *   in `tier-statements.ts`), each group's merged and rid of repeats, the groups joined in that order,
 *   which stops at the limit-th match: about as deep into each group's postings as a walk goes
 *   into the catalogue, at about 0.5 µs a posting (measured at 1,000,000 films and 3,000,000
 *   people: 'john smith', 100 people in 2.6 ms where the intersected postings took 33 ms; read
 *   to their end, 'amor eterno''s runs took 14.8 ms, its intersected postings 7.8);
 * - `index`: the GIN index of the tsvectors, which intersects the groups inside the index (about
 *   0.1 µs a posting of a whole term; a prefix's postings are gathered into a bitmap first, at
 *   about 0.3 µs each), then each match fetched from the table and sorted: `matchRow` µs a
 *   match (films' rows, big and scattered, about 10; people's about 4);
 * - `guarded`: the GIN index as `index`, but fetching at most `guardedMatches` (as many as
 *   cost what the postings do), and past them the postings read instead: a bounded bet on the
 *   guess of independent words, which loses at most the postings' cost again when the words go
 *   together past it;
 * - `walk`: the films in key order (the people in id order), testing each, until `limit`
 *   matches: a row costs `walkRow` µs (0.15 for titles, whose tsvector the key-order index
 *   holds; more for names and synopses, read from the table), and the walk goes
 *   limit × size / matches rows deep;
 * - `rarest` (several groups): the postings of the rarest group, each film (person) fetched
 *   from the table and tested against the whole query: 0.3 µs + `matchRow` a posting of that group
 *   ('maria gacia': 'garcia' misspelt has a few dozen, where 'maria' has 150,000).
 */
export type Reading = 'postings' | 'runs' | 'index' | 'guarded' | 'walk' | 'rarest';

/**
 * A prefix of at most this many terms is searched as those terms (the GIN index looks whole
 * terms up at about a tenth of a prefix's cost a posting): `prefixesAsTerms` for the typo
 * tiers, the dictionaries' terms for the plain ones (`wordsTsquery`).
 */
export const TERMS_OF_A_PREFIX = 32;

const POSTING_US = 0.3;
const RUN_POSTING_US = 0.5;
const GIN_TERM_POSTING_US = 0.1;
const GIN_PREFIX_POSTING_US = 0.3;

export interface ReadingCosts {
  /** Postings of each group (Infinity: a prefix of too many terms to count). */
  groups: readonly number[];
  /** How many of those postings are under prefixes rather than whole terms. */
  prefixed: number;
  /** The films (or people) the tier reads from. */
  size: number;
  /** The matches the tier may need (the cap). */
  limit: number;
  /** What a walked row costs, in µs. */
  walkRow: number;
  /** What a match fetched from the table and tested costs, in µs. */
  matchRow: number;
  /** Whether the postings can be read as runs in key order (every group's terms named). */
  runs?: boolean;
}

/**
 * The matches a tier is taken to hold: its groups as independent, each a share of the size (a
 * prefix of too many terms to count as matching everything). Words that go together (a title's
 * 'nueva york', a name's 'maria jose') match more than that, up to the rarest group's postings.
 */
export function expectedMatches(groups: readonly number[], size: number): number {
  if (!groups.length || size <= 0) return 0;
  return groups.reduce(
    (matches, postings) =>
      Number.isFinite(postings) ? matches * Math.min(1, postings / size) : matches,
    size,
  );
}

/**
 * The matches that would make the GIN index costly: halfway (geometrically) from the guess of
 * independent groups to the rarest group's postings, its most.
 */
function manyMatches(groups: readonly number[], size: number, expected: number): number {
  const rarest = Math.min(size, ...groups.filter(Number.isFinite));
  return Math.sqrt(Math.max(expected, 1) * rarest);
}

/** Every posting of the groups (infinite when a prefix had too many terms to count). */
const postingsOf = (groups: readonly number[]) => groups.reduce((sum, count) => sum + count, 0);

/**
 * The matches a `guarded` reading fetches at most: as many as cost what reading the groups'
 * postings does (none when those are too many to count: then nothing bounds the bet).
 */
export function guardedMatches(groups: readonly number[], matchRow: number): number {
  const postings = postingsOf(groups);
  return Number.isFinite(postings) ? Math.floor((postings * POSTING_US) / matchRow) : 0;
}

/**
 * The cheapest way for a tier to read its matches (see the module's comment), each way priced
 * at the matches that would hurt it: the walk at the independent groups' guess (fewer matches
 * walk further: a walk priced for matches that are not there goes through the whole catalogue,
 * 150 ms for 1,000,000 films), the GIN index at `manyMatches` (each match is fetched); the
 * guarded GIN index at that guess, as its loss is bounded, when the guess is within its bound.
 */
export function cheapestReading(costs: ReadingCosts): Reading {
  const { groups, prefixed, size, limit, walkRow, matchRow } = costs;
  const expected = expectedMatches(groups, size);
  const total = postingsOf(groups);
  const depth = Math.min(1, limit / Math.max(expected, 1));
  const gin = (total - prefixed) * GIN_TERM_POSTING_US + prefixed * GIN_PREFIX_POSTING_US;
  const ginOrNone = Number.isFinite(gin) ? gin : 0;
  const guarded = expected <= guardedMatches(groups, matchRow);
  const ways: [Reading, number][] = [
    ['postings', total * POSTING_US],
    ['runs', costs.runs ? total * depth * RUN_POSTING_US : Number.POSITIVE_INFINITY],
    ['index', manyMatches(groups, size, expected) * matchRow + ginOrNone],
    ['guarded', guarded ? expected * matchRow + gin : Number.POSITIVE_INFINITY],
    ['walk', Math.min(size, (limit * size) / Math.max(expected, 1)) * walkRow],
    [
      'rarest',
      groups.length > 1 ? Math.min(...groups) * (POSTING_US + matchRow) : Number.POSITIVE_INFINITY,
    ],
  ];
  return ways.reduce((best, next) => (next[1] < best[1] ? next : best))[0];
}

/** The index of the group with the fewest postings. */
export function rarestGroup(groups: readonly number[]): number {
  return groups.reduce((best, count, index) => (count < (groups[best] ?? 0) ? index : best), 0);
}
