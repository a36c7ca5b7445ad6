import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  biggestFirst,
  knownAtLeast,
  mergeAsRead,
  mergeTierIds,
  tierGroupSize,
  tierLimit,
  unheld,
} from './tier-groups.js';

const INFINITY = Number.POSITIVE_INFINITY;

describe('tierGroupSize', () => {
  it('reads a tier alone when it may fill the cap, or when nothing is expected of it', () => {
    expect(tierGroupSize([{ expected: 600 }, { expected: 10 }], 0, 0, 500)).toBe(1);
    expect(tierGroupSize([{}, { expected: 10 }], 0, 0, 500)).toBe(1);
    expect(tierGroupSize([{ expected: 10 }], 0, 0, 500)).toBe(1);
  });

  it('reads the next tiers beside it while those before them are not expected to fill it', () => {
    const tiers = [{ expected: 100 }, { expected: 300 }, { expected: 50 }, { expected: 5 }];
    expect(tierGroupSize(tiers, 0, 0, 500)).toBe(4);
    expect(tierGroupSize(tiers, 0, 100, 500)).toBe(2);
    expect(tierGroupSize(tiers, 1, 0, 500)).toBe(3);
    expect(tierGroupSize([{ expected: 100 }, {}, { expected: 1 }], 0, 0, 500)).toBe(2);
    expect(tierGroupSize([{ expected: INFINITY }, { expected: 1 }], 0, 0, 500)).toBe(1);
  });
});

describe('tiers held by a later one', () => {
  const holder = {};
  const held = { within: holder, expected: 300 };
  const elsewhere = { within: {}, expected: 300 };

  it('reads a held tier only up to the films needed, any other up to the cap', () => {
    const tiers = [held, holder, elsewhere];
    expect(tierLimit(tiers, 0, 0, 100, 500)).toBe(100);
    expect(tierLimit(tiers, 0, 40, 100, 500)).toBe(60);
    // The films needed are there already: nothing to read.
    expect(tierLimit(tiers, 0, 120, 100, 500)).toBe(0);
    expect(tierLimit(tiers, 0, 0, 900, 500)).toBe(500);
    // Its holder, and a tier whose holder is not in the search, are read to the cap.
    expect(tierLimit(tiers, 1, 40, 100, 500)).toBe(460);
    expect(tierLimit(tiers, 2, 40, 100, 500)).toBe(460);
    // A holder that comes earlier (after a reordering) is not relied on.
    expect(tierLimit([holder, held], 1, 0, 100, 500)).toBe(500);
  });

  it('reads a held tier to the cap when it may reach the cap alone', () => {
    const tiers = (tier: object) => [{ within: holder, ...tier }, holder];
    expect(tierLimit(tiers({ expected: 600 }), 0, 0, 100, 500)).toBe(500);
    expect(tierLimit(tiers({ expected: 300 }), 0, 250, 300, 500)).toBe(250);
    expect(tierLimit(tiers({ expected: 300, atLeast: 500 }), 0, 0, 100, 500)).toBe(500);
    // Nothing expected of it: it may.
    expect(tierLimit(tiers({}), 0, 0, 100, 500)).toBe(500);
    expect(tierLimit(tiers({ expected: 300 }), 0, 0, 100, 500)).toBe(100);
  });

  it('leaves the held tiers out of a total, only when their holder comes later', () => {
    expect(unheld([held, holder, elsewhere])).toEqual([holder, elsewhere]);
    expect(unheld([holder, held])).toEqual([holder, held]);
  });
});

describe('knownAtLeast', () => {
  it('is the most one tier is known to hold, or nothing known', () => {
    expect(knownAtLeast([])).toBe(0);
    expect(knownAtLeast([{}, { atLeast: 3 }])).toBe(3);
    expect(knownAtLeast([{ atLeast: 700 }, {}, { atLeast: 40 }])).toBe(700);
  });
});

/** Reads tiers one after the other, each without the films of the tiers before it. */
function oneByOne(tiers: number[][], cap: number): number[] {
  const ids: number[] = [];
  for (const tier of tiers) {
    if (ids.length >= cap) break;
    const taken = new Set(ids);
    ids.push(...tier.filter((id) => !taken.has(id)).slice(0, cap - ids.length));
  }
  return ids;
}

describe('mergeTierIds', () => {
  it('answers what reading the tiers one after the other answers, whatever the grouping', () => {
    const tier = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 });
    fc.assert(
      fc.property(
        fc.array(tier, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 4 }),
        (tiers, cap, sizes) => {
          const ids: number[] = [];
          let next = 0;
          for (const size of sizes) {
            if (next >= tiers.length || ids.length >= cap) break;
            // What each tier of a group answers: its first films outside those read before.
            const before = new Set(ids);
            const found = tiers
              .slice(next, next + size)
              .map((list) => list.filter((id) => !before.has(id)).slice(0, cap - ids.length));
            mergeTierIds(ids, found, cap);
            next += size;
          }
          while (next < tiers.length && ids.length < cap) {
            const before = new Set(ids);
            const list = tiers[next] ?? [];
            mergeTierIds(
              ids,
              [list.filter((id) => !before.has(id)).slice(0, cap - ids.length)],
              cap,
            );
            next += 1;
          }
          expect(ids).toEqual(oneByOne(tiers, cap));
        },
      ),
    );
  });
});

describe('mergeAsRead', () => {
  /** A tier's read, answered when the test says. */
  const deferred = () => {
    let answer: (ids: number[]) => void = () => {};
    const read = new Promise<number[]>((resolve) => {
      answer = resolve;
    });
    return { read, answer };
  };

  it('merges each tier in tier order as it comes in, whatever order they answer in', async () => {
    const [first, second, third] = [deferred(), deferred(), deferred()];
    const ids = [9];
    const seen: number[][] = [];
    const merging = mergeAsRead(ids, [first.read, second.read, third.read], 5, () =>
      seen.push([...ids]),
    );
    // The last answers first: nothing is merged before the first tier is in.
    third.answer([7, 8]);
    await Promise.resolve();
    expect(seen).toEqual([]);
    first.answer([1, 9, 2]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The page of the first tier's films is known while the second is still read.
    expect(seen).toEqual([[9, 1, 2]]);
    second.answer([2, 3]);
    await merging;
    expect(seen).toEqual([
      [9, 1, 2],
      [9, 1, 2, 3],
      [9, 1, 2, 3, 7],
    ]);
    const atOnce = [9];
    mergeTierIds(
      atOnce,
      [
        [1, 9, 2],
        [2, 3],
        [7, 8],
      ],
      5,
    );
    expect(ids).toEqual(atOnce);
  });

  it('fails with the first failing tier in tier order, none left unhandled', async () => {
    const later = Promise.reject(new Error('later'));
    const failed = mergeAsRead([], [Promise.reject(new Error('first')), later], 10, () => {});
    await expect(failed).rejects.toThrow('first');
  });
});

describe('biggestFirst', () => {
  it('puts the expected biggest first and tiers of unknown size last, in their order', () => {
    const [a, b, c, d, e] = [{ expected: 10 }, {}, { expected: 300 }, { expected: 10 }, {}];
    expect(biggestFirst([a, b, c, d, e])).toEqual([c, a, d, b, e]);
    expect(biggestFirst([a, b, c, d, e])[1]).toBe(a);
  });

  it('reads a total the same in that order as in the tiers’ own', () => {
    const tier = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 });
    const guessed = fc.record({ ids: tier, expected: fc.option(fc.nat(), { nil: undefined }) });
    fc.assert(
      fc.property(
        fc.array(guessed, { maxLength: 5 }),
        fc.integer({ min: 1, max: 30 }),
        (tiers, cap) => {
          const total = (order: typeof tiers) =>
            oneByOne(
              order.map((t) => t.ids),
              cap,
            ).length;
          expect(total(biggestFirst(tiers))).toBe(total(tiers));
        },
      ),
    );
  });
});
