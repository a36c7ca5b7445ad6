/**
 * Rules shared by server and web that need no schema library, so the web bundle can use them
 * without pulling in zod.
 */
import { type CuratedList, curatedLists } from './curated-lists';

/**
 * A sign-in through the provider ends in a redirect, not in a login answer: when it created the
 * user, the callback sets this short-lived cookie (readable by the web, which deletes it) so the
 * web shows the new-user screen. A link cannot set it, so no one is shown that screen by a trick.
 */
export const NEW_USER_COOKIE = 'cineclub_nuevo';

/** Permissions of SPEC §6: admo (admin) and bajed2 (downloads). */
export const perms = ['admo', 'bajed2'] as const;

type CuratedListEntry = (typeof curatedLists)[number];

/**
 * The codes of the curated lists (`curated-lists.ts`), which a film card's `cols` name as pairs
 * of list code and position. Here rather than beside the schemas, so the web can list them
 * without bringing zod in.
 */
export type ListCode = CuratedListEntry['code'];
export const listCodes: readonly ListCode[] = curatedLists.map((list) => list.code);

/** The kind of each list code (see `curated-lists.ts`). */
export type ListKindOf<C extends ListCode> = Extract<CuratedListEntry, { code: C }>['kind'];
/** Lists ordered by a rank, with a screen of their own; the search can look in them. */
export type RankedListCode = Extract<CuratedListEntry, { kind: 'ranked' }>['code'];

export function isListCode(value: string): value is ListCode {
  return (listCodes as readonly string[]).includes(value);
}

/** The registry's entry of a curated list, or undefined for any other list or word. */
export function curatedList(code: string): CuratedList | undefined {
  return curatedLists.find((list) => list.code === code);
}

export const rankedListCodes: readonly RankedListCode[] = curatedLists.flatMap((list) =>
  list.kind === 'ranked' ? [list.code] : [],
);

/** Scores go from 0 to 10; -1 marks a bare seen mark without a score. */
export const SCORE = { seenOnly: -1, min: 0, max: 10 } as const;

export function isValidScore(score: number): boolean {
  return Number.isInteger(score) && score >= SCORE.seenOnly && score <= SCORE.max;
}

/** The `%id%title%` links of notice texts, split into text and link parts. */
export type NoticePart = { text: string } | { filmId: number; title: string };

export function noticeParts(text: string): NoticePart[] {
  const parts: NoticePart[] = [];
  let last = 0;
  for (const match of text.matchAll(/%(\d+)%([^%]+)%/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ filmId: Number(match[1]), title: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Person ids from here up are not IMDb's: the demo catalogue gives them to people it knows by
 * name only (credited without a verified IMDb id). The web links only lower ids to IMDb. Here, not
 * beside the catalogue's schemas: the web uses it, and zod must stay out of the web bundle.
 */
export const LOCAL_PERSON_IDS = 900_000_000;

/** Whether a person id is an IMDb name id (and so can be linked to IMDb). */
export function isImdbPerson(id: number): boolean {
  return id > 0 && id < LOCAL_PERSON_IDS;
}

/** The longest contact message, in characters. */
export const CONTACT_MAX_CHARS = 5_000;

/** The longest comment text, in characters (the web shows what is left while typing). */
export const COMMENT_MAX_CHARS = 4_000;

/** The kinds of entry the club's feed can be narrowed to (`GET /api/club/actividad?tipo=`). */
export const CLUB_FEED_KINDS = ['todo', 'notas', 'llegadas', 'peticiones'] as const;
export type ClubFeedKind = (typeof CLUB_FEED_KINDS)[number];

/**
 * The range of every id the API takes (films, people, files, comments, users, downloads,
 * notices...): 1 to 2^31 - 1, the range of the PostgreSQL `integer` columns that hold them
 * (SQLite's are wider, but a site moves from one to the other). No record lies past it, and a
 * query with a larger number fails on PostgreSQL: it is a 400 before any query runs.
 */
export const ID_MAX = 2 ** 31 - 1;

export const ID_MESSAGE = `un número entero de 1 a ${ID_MAX}`;

/**
 * Plain decimal of at most ten digits: coercing with Number() would also take '0x1', '1e0', ' 1'
 * and '01', giving one record many URLs (and every cache and log one more way to be fooled).
 */
export const ID_TEXT = /^[1-9]\d{0,9}$/;

/** An id written as text (a path segment, a query value, a search text), or null. */
export function parseId(text: string): number | null {
  if (!ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= ID_MAX ? id : null;
}

/**
 * 'Lo mejor del club' (issue 32): the films at least `minRatings` members rated, from the best
 * club score to the worst, by the score tiles and cards show (the members' average, one
 * decimal; issue 47: a weighted average put a shown 9,0 above a 9,3). The same score goes to
 * the film more members rated, then to IMDb's votes.
 */
export const CLUB_BEST = { minRatings: 3 } as const;

/** Members a card's club area lists at most (a club is friends and family: a few dozen). */
export const CLUB_MEMBERS_SHOWN = 60;

/**
 * The year in review (issue 32): `/club/resumen/{año}` and its call
 * `GET /api/club/resumen/{anio}?socio={id}`. The first year a review may be asked for: earlier
 * than any history a member could bring (IMDb's ratings start in 1998, Letterboxd in 2011).
 */
export const REVIEW_FIRST_YEAR = 1990;
/** Scores a film needs in the year to enter the club's best-rated list. */
export const REVIEW_MIN_RATINGS = 3;
/** Films in each of the club's lists, and the member's directors and genres. */
export const REVIEW_LIST_SIZE = 10;
export const REVIEW_TOP_SIZE = 5;
