import { describe, expect, it } from 'vitest';
import { gridMetrics, rowCount, rowItems } from './grid-layout';

describe('grid layout', () => {
  it('fits as many columns of the minimum width as the row holds', () => {
    expect(gridMetrics(1000, 150, 16)).toEqual({ columns: 6, tileWidth: (1000 - 80) / 6 });
    expect(gridMetrics(358, 110, 10).columns).toBe(3);
    expect(gridMetrics(100, 150, 16)).toEqual({ columns: 1, tileWidth: 100 });
    expect(gridMetrics(0, 150, 16).columns).toBe(1);
  });

  it('cuts items into rows', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(rowCount(items.length, 3)).toBe(3);
    expect(rowItems(items, 0, 3)).toEqual([1, 2, 3]);
    expect(rowItems(items, 2, 3)).toEqual([7]);
    expect(rowCount(0, 3)).toBe(0);
  });
});
