import { describe, expect, it } from 'vitest';
import { layoutRows, visibleRange } from './windowing';

const rows = (sizes: number[], top = 0) =>
  layoutRows(
    sizes.length,
    top,
    (index) => `r${index}`,
    (index) => sizes[index] ?? 0,
  );

describe('layoutRows', () => {
  it('stacks rows from the list top, a measured size in place of the estimate', () => {
    const measured = new Map<string | number, number>([['r1', 50]]);
    const items = layoutRows(
      3,
      200,
      (index) => `r${index}`,
      (_, key) => measured.get(key) ?? 100,
    );
    expect(items.map(({ start, end }) => [start, end])).toEqual([
      [200, 300],
      [300, 350],
      [350, 450],
    ]);
  });
});

describe('visibleRange', () => {
  const items = rows(
    Array.from({ length: 20 }, () => 100),
    50,
  );

  it('gives the rows that cross the window, widened by the overscan', () => {
    expect(visibleRange(items, 0, 300, 0)).toEqual([0, 2]);
    expect(visibleRange(items, 520, 760, 0)).toEqual([4, 7]);
    expect(visibleRange(items, 520, 760, 2)).toEqual([2, 9]);
  });

  it('clamps at both ends of the list', () => {
    expect(visibleRange(items, 0, 10_000, 3)).toEqual([0, 19]);
    expect(visibleRange(items, 5_000, 5_800, 2)).toEqual([17, 19]);
  });

  it('has nothing for an empty list', () => {
    expect(visibleRange([], 0, 100, 2)).toBeNull();
  });
});
