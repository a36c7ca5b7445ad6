import { describe, expect, it } from 'vitest';
import { monthOf, monthStarts, yearOf } from './year.js';

describe('year bounds', () => {
  it('has the 12 month starts of the year and the next January, in local time', () => {
    const starts = monthStarts(2024);
    expect(starts).toHaveLength(13);
    expect(new Date((starts[0] ?? 0) * 1000).getFullYear()).toBe(2024);
    expect(new Date((starts[1] ?? 0) * 1000).getMonth()).toBe(1);
    expect(new Date((starts[12] ?? 0) * 1000).getFullYear()).toBe(2025);
    expect(yearOf(starts[12] ?? 0)).toBe(2025);
    expect(yearOf((starts[12] ?? 0) - 1)).toBe(2024);
  });

  it('puts a time in its month', () => {
    const starts = monthStarts(2024);
    expect(monthOf(starts[0] ?? 0, starts)).toBe(0);
    expect(monthOf((starts[2] ?? 0) - 1, starts)).toBe(1);
    expect(monthOf(starts[2] ?? 0, starts)).toBe(2);
    expect(monthOf((starts[12] ?? 0) - 1, starts)).toBe(11);
  });
});
