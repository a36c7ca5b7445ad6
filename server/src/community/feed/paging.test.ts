import { describe, expect, it } from 'vitest';
import { useTimeZone } from '../../../test/time-zone.js';
import {
  boundFor,
  compareKeys,
  cursorOf,
  type FeedKey,
  isAfter,
  localDayStart,
  nextLocalDay,
  pageOf,
  parseCursor,
  quoteOf,
  RANK,
} from './paging.js';

const key = (at: number, rank: number, id: number): FeedKey => ({ at, rank, id });
const entry = (at: number, rank: number, id: number) => ({ key: key(at, rank, id) });

/** What a source of one rank answers after a cursor, as its SQL would (see boundFor). */
function source(keys: FeedKey[], cursor: FeedKey | null, rank: number, limit: number) {
  const bound = boundFor(cursor, rank);
  return keys
    .filter((k) => k.rank === rank)
    .filter((k) => !bound || k.at < bound.at || (k.at === bound.at && k.id <= bound.idMax))
    .sort(compareKeys)
    .slice(0, limit)
    .map((k) => ({ key: k }));
}

/** Every page of a feed of these keys, walked with the cursor. */
function walk(keys: FeedKey[], size: number): FeedKey[][] {
  const pages: FeedKey[][] = [];
  let cursor: FeedKey | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const sources = Object.values(RANK).map((rank) => source(keys, cursor, rank, size + 1));
    const page = pageOf(sources, size);
    pages.push(page.entries.map((e) => e.key));
    if (!page.sig) return pages;
    cursor = parseCursor(page.sig);
  }
  throw new Error('the walk did not end');
}

describe('the feed order and its cursor', () => {
  it('sorts newest first, then by kind rank, then by id', () => {
    const keys = [key(5, 0, 1), key(7, 2, 3), key(7, 2, 9), key(7, 3, 1), key(6, 1, 4)];
    expect(keys.sort(compareKeys)).toEqual([
      key(7, 3, 1),
      key(7, 2, 9),
      key(7, 2, 3),
      key(6, 1, 4),
      key(5, 0, 1),
    ]);
  });

  it('writes and reads a cursor', () => {
    expect(cursorOf(key(1_780_000_000, 2, 41))).toBe('1780000000-2-41');
    expect(parseCursor('1780000000-2-41')).toEqual(key(1_780_000_000, 2, 41));
    expect(parseCursor(undefined)).toBeNull();
  });

  it('bounds each source by its rank against the cursor', () => {
    const cursor = key(100, 2, 10);
    expect(boundFor(null, 0)).toBeNull();
    expect(boundFor(cursor, 2)).toEqual({ at: 100, idMax: 9 });
    expect(boundFor(cursor, 1)).toEqual({ at: 100, idMax: 2 ** 31 - 1 });
    expect(boundFor(cursor, 3)).toEqual({ at: 100, idMax: 0 });
    expect(isAfter(key(100, 2, 9), cursor)).toBe(true);
    expect(isAfter(key(100, 2, 10), cursor)).toBe(false);
    expect(isAfter(key(100, 3, 1), cursor)).toBe(false);
    expect(isAfter(key(99, 3, 1), null)).toBe(true);
  });

  it('walks every entry once, in order, however the page falls on ties', () => {
    // Many entries on the same seconds, across kinds: page breaks land inside the ties.
    const keys: FeedKey[] = [];
    for (let i = 0; i < 60; i++) keys.push(key(1000 - Math.floor(i / 7), i % 4, 100 - i));
    const expected = [...keys].sort(compareKeys);
    for (const size of [1, 3, 7, 20, 60, 61]) {
      const pages = walk(keys, size);
      expect(pages.flat(), `size ${size}`).toEqual(expected);
      expect(pages.slice(0, -1).every((page) => page.length === size)).toBe(true);
    }
  });

  it('keeps the next page as it was when newer entries arrive meanwhile', () => {
    const keys = Array.from({ length: 10 }, (_, i) => key(100 - i, RANK.nota, i + 1));
    const first = pageOf([source(keys, null, RANK.nota, 5)], 4);
    keys.push(key(200, RANK.nota, 50), key(200, RANK.alta, 1));
    const cursor = parseCursor(first.sig ?? undefined);
    const second = pageOf([source(keys, cursor, RANK.nota, 5), source(keys, cursor, 3, 5)], 4);
    expect(second.entries.map((e) => e.key.at)).toEqual([96, 95, 94, 93]);
  });

  it('says there is no next page when the sources had no more', () => {
    expect(pageOf([[entry(3, 2, 1)], [entry(2, 0, 5)]], 2).sig).toBeNull();
    expect(pageOf([[entry(3, 2, 1), entry(1, 2, 0)], [entry(2, 0, 5)]], 2).sig).toBe('2-0-5');
  });
});

describe('local days, in Europe/Madrid', () => {
  useTimeZone('Europe/Madrid');
  const utc = (text: string) => Date.parse(`${text}Z`) / 1000;

  it('groups by the local day, not the UTC one', () => {
    // 00:30 in Madrid on 10 May is 22:30 UTC on 9 May.
    expect(localDayStart(utc('2026-05-09T22:30'))).toBe(utc('2026-05-09T22:00'));
    expect(localDayStart(utc('2026-05-09T21:59'))).toBe(utc('2026-05-08T22:00'));
  });

  it('steps over the days the clocks change', () => {
    const march29 = utc('2026-03-28T23:00');
    expect(nextLocalDay(march29) - march29).toBe(23 * 3600);
    const october25 = utc('2026-10-24T22:00');
    expect(nextLocalDay(october25) - october25).toBe(25 * 3600);
  });
});

describe('quotes of comments', () => {
  it('keeps short texts whole', () => {
    expect(quoteOf('  Muy buena  ', 10)).toEqual({ text: 'Muy buena', cut: false });
  });

  it('cuts long ones at a word, by code points', () => {
    expect(quoteOf('Una película estupenda de verdad', 20)).toEqual({
      text: 'Una película…',
      cut: true,
    });
    expect(quoteOf('🎬'.repeat(30), 10)).toEqual({ text: `${'🎬'.repeat(9)}…`, cut: true });
    expect(quoteOf('x'.repeat(30), 10)).toEqual({ text: `${'x'.repeat(9)}…`, cut: true });
  });
});
