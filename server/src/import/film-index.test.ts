import { describe, expect, it } from 'vitest';
import { BitSet, FilmIndex, RatingIndex } from './film-index.js';

describe('FilmIndex', () => {
  it('finds films added in order', () => {
    const index = new FilmIndex();
    for (let i = 1; i <= 5000; i++) index.add(i * 3, i + 100);
    index.freeze();
    expect(index.size).toBe(5000);
    const pos = index.position(300);
    expect(pos).toBe(99);
    expect(index.filmIdAt(pos)).toBe(200);
    expect(index.position(301)).toBe(-1);
    expect(index.position(0)).toBe(-1);
    expect(index.position(15_003)).toBe(-1);
  });

  it('sorts films added out of order and keeps the first of a repeated id', () => {
    const index = new FilmIndex();
    index.add(50, 1);
    index.add(10, 2);
    index.add(30, 3);
    index.add(10, 4);
    index.add(999_999_999, 5);
    index.freeze();
    expect(index.size).toBe(4);
    expect(index.filmIdAt(index.position(10))).toBe(2);
    expect(index.filmIdAt(index.position(30))).toBe(3);
    expect(index.filmIdAt(index.position(50))).toBe(1);
    expect(index.filmIdAt(index.position(999_999_999))).toBe(5);
  });

  it('refuses lookups before freeze when unsorted', () => {
    const index = new FilmIndex();
    index.add(5, 1);
    index.add(1, 2);
    expect(() => index.position(5)).toThrow();
  });
});

describe('BitSet', () => {
  it('holds numbers and grows', () => {
    const set = new BitSet();
    for (const n of [0, 31, 32, 1_000_000, 20_000_000]) set.add(n);
    for (const n of [0, 31, 32, 1_000_000, 20_000_000]) expect(set.has(n)).toBe(true);
    for (const n of [1, 33, 999_999, 20_000_001, 500_000_000]) expect(set.has(n)).toBe(false);
  });
});

describe('RatingIndex', () => {
  it('answers ratings by title, sorted or not', () => {
    const ratings = new RatingIndex();
    ratings.add(68646, 9.2, 2_100_000);
    ratings.add(111161, 9.3, 3_000_000);
    ratings.add(50083, 9, 900_000);
    ratings.add(68646, 1, 1);
    ratings.freeze();
    expect(ratings.size).toBe(3);
    expect(ratings.get(111161)).toEqual({ rate: 9.3, votos: 3_000_000 });
    expect(ratings.get(68646)).toEqual({ rate: 9.2, votos: 2_100_000 });
    expect(ratings.get(50083)).toEqual({ rate: 9, votos: 900_000 });
    expect(ratings.get(1)).toBeNull();
  });
});
