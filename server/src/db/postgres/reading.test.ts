import { describe, expect, it } from 'vitest';
import { cheapestReading, expectedMatches, guardedMatches, rarestGroup } from './reading.js';

const films = { size: 1_000_000, limit: 500, walkRow: 0.15, matchRow: 10 };
const people = { size: 3_000_000, limit: 100, walkRow: 0.6, matchRow: 4 };

describe('expectedMatches', () => {
  it('takes the groups as independent shares of the size', () => {
    expect(expectedMatches([100_000], 1_000_000)).toBeCloseTo(100_000);
    expect(expectedMatches([100_000, 20_000], 1_000_000)).toBeCloseTo(2_000);
  });

  it('counts a group of too many terms as matching everything, and no group as nothing', () => {
    expect(expectedMatches([Number.POSITIVE_INFINITY, 20_000], 1_000_000)).toBeCloseTo(20_000);
    expect(expectedMatches([], 1_000_000)).toBe(0);
    expect(expectedMatches([5], 0)).toBe(0);
  });
});

describe('cheapestReading', () => {
  it('reads a rare word from its postings', () => {
    expect(cheapestReading({ ...films, groups: [3_000], prefixed: 3_000 })).toBe('postings');
  });

  it('walks in key order for a common word, whose first matches come soon', () => {
    expect(cheapestReading({ ...films, groups: [150_000], prefixed: 150_000 })).toBe('walk');
  });

  it('bets on the guarded GIN index for whole terms that are common alone and rare together', () => {
    // 'jose ramoos' in the people search: 'jose' and 'joseph', and 'ramos' and its neighbours.
    expect(cheapestReading({ ...people, groups: [62_000, 13_000], prefixed: 0 })).toBe('guarded');
    // 'amor eterno' misspelt: 620 films if the words were independent, at most 1,678 fetched.
    expect(cheapestReading({ ...films, groups: [40_773, 15_191], prefixed: 0 })).toBe('guarded');
  });

  it('does not bet when the guess passes the bound of the bet', () => {
    // Independent, two words of 70,000 films each would match 4,900, past the 4,200 fetches
    // that cost what their postings do: a walk finds 500 of them sooner.
    expect(cheapestReading({ ...films, groups: [70_000, 70_000], prefixed: 0 })).toBe('walk');
  });

  it('bounds the bet by what the postings cost, and never bets without a bound', () => {
    expect(guardedMatches([40_773, 15_191], 10)).toBe(1_678);
    expect(guardedMatches([Number.POSITIVE_INFINITY, 15_191], 10)).toBe(0);
    // A prefix too big to count leaves the unguarded GIN index or a walk.
    const reading = cheapestReading({
      ...films,
      groups: [Number.POSITIVE_INFINITY, 300],
      prefixed: Number.POSITIVE_INFINITY,
    });
    expect(['index', 'walk', 'rarest']).toContain(reading);
  });

  it('prices prefixes in the GIN index as high as reading their postings', () => {
    expect(cheapestReading({ ...films, groups: [26_000, 54_000], prefixed: 80_000 })).toBe(
      'postings',
    );
  });

  it('never reads the postings of a prefix too big to count', () => {
    const reading = cheapestReading({
      ...films,
      groups: [Number.POSITIVE_INFINITY],
      prefixed: Number.POSITIVE_INFINITY,
    });
    expect(reading).toBe('walk');
  });

  it('walks the people in id order for names common together', () => {
    // Two common first names of one person ('maria jose'): 100 come within a few thousand ids.
    expect(cheapestReading({ ...people, groups: [900_000, 600_000], prefixed: 0 })).toBe('walk');
  });

  it('does not walk the people for a rare name', () => {
    expect(cheapestReading({ ...people, groups: [4_000], prefixed: 4_000 })).toBe('postings');
  });

  it('tests the few people of a rare word when the other word is common', () => {
    // 'maria gacia': 'maria' as a prefix, and a misspelt surname with a few dozen postings.
    const reading = cheapestReading({ ...people, groups: [200_000, 40], prefixed: 200_000 });
    expect(reading).toBe('rarest');
  });

  it('does not test a rare word alone film by film: its postings are the answer', () => {
    expect(cheapestReading({ ...films, groups: [40], prefixed: 40 })).toBe('postings');
  });
});

describe('cheapestReading with runs', () => {
  it('reads words whose terms are named as runs, which stop at the limit-th match', () => {
    // 'john smith' in the people search: 'john' and 'johnson' (89,342 postings), 'smith'
    // (60,806); about 1,800 people expected, the first 100 within a twentieth of each run.
    const groups = [89_342, 60_806];
    expect(cheapestReading({ ...people, groups, prefixed: 0, runs: true })).toBe('runs');
    expect(cheapestReading({ ...people, groups, prefixed: 0 })).toBe('guarded');
  });

  it('prices runs that the limit does not stop as every posting, and above the postings', () => {
    // 'amor eterno' misspelt: 620 films expected, under the cap: the runs are read to their end.
    const groups = [40_773, 15_191];
    expect(cheapestReading({ ...films, groups, prefixed: 0, runs: true })).toBe('guarded');
    expect(cheapestReading({ ...films, groups: [300], prefixed: 0, runs: true })).toBe('postings');
  });
});

describe('rarestGroup', () => {
  it('is the group with the fewest postings, a prefix too big to count never', () => {
    expect(rarestGroup([200_000, 40, 900])).toBe(1);
    expect(rarestGroup([Number.POSITIVE_INFINITY, 5_000])).toBe(1);
  });
});
