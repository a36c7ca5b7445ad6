import { describe, expect, it } from 'vitest';
import { outlinePath } from './outline-path.js';

describe('outlinePath', () => {
  it('moves the outline right, its first point absolute and the rest relative', () => {
    const square = [
      { type: 'M', x: 0, y: 0 },
      { type: 'L', x: 10, y: 0 },
      { type: 'Q', x1: 15, y1: -5, x: 10, y: -10 },
      { type: 'C', x1: 8, y1: -12, x2: 2, y2: -12, x: 0, y: -10 },
      { type: 'Z' },
    ] as const;
    expect(outlinePath(square, 100)).toBe('M100 0l10 0q5-5 0-10c-2-2-8-2-10 0z');
  });

  it('leaves out lines to where the pen already is, and rounds to whole units', () => {
    const outline = [
      { type: 'M', x: 0.4, y: 0 },
      { type: 'Q', x1: 5, y1: 5, x: 10.2, y: 0 },
      { type: 'L', x: 9.8, y: 0 },
      { type: 'Z' },
      { type: 'M', x: 20, y: 0 },
      { type: 'L', x: 30, y: 0 },
      { type: 'Z' },
    ] as const;
    expect(outlinePath(outline, 0)).toBe('M0 0q5 5 10 0zm20 0l10 0z');
  });
});
