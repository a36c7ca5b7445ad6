import { describe, expect, it } from 'vitest';
import { barLength, columns } from './chart-geometry';

describe('chart geometry', () => {
  it('puts one column per value in its slot, scaled to the largest', () => {
    const cols = columns([0, 5, 10, 2.5], 400, 100, 0.5);
    expect(cols.map((col) => col.x)).toEqual([25, 125, 225, 325]);
    expect(cols.map((col) => col.width)).toEqual([50, 50, 50, 50]);
    expect(cols.map((col) => col.height)).toEqual([0, 50, 100, 25]);
    expect(cols.map((col) => col.y)).toEqual([100, 50, 0, 75]);
    expect(cols[1]?.centre).toBe(150);
  });

  it('draws nothing tall when every value is zero, and nothing for no values', () => {
    expect(columns([0, 0], 100, 50).every((col) => col.height === 0 && col.y === 50)).toBe(true);
    expect(columns([], 100, 50)).toEqual([]);
  });

  it('scales a bar to the largest of its list', () => {
    expect(barLength(3, [3, 6], 200)).toBe(100);
    expect(barLength(6, [3, 6], 200)).toBe(200);
    expect(barLength(0, [0], 200)).toBe(0);
  });
});
