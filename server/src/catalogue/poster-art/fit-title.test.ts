import { describe, expect, it } from 'vitest';
import { balancedLines, fitTitle, type TitleBox } from './fit-title.js';

/** Every character half an em wide: widths are easy to reason about. */
const measure = (text: string) => text.length * 0.5;
const box: TitleBox = { width: 100, height: 100, lineHeight: 1, maxSize: 40, minSize: 8 };

describe('fitTitle', () => {
  it('keeps a short title on one line at the largest size', () => {
    expect(fitTitle('Pi', measure, box)).toEqual({ lines: ['Pi'], size: 40 });
  });

  it('breaks where the font size comes out largest', () => {
    // One line: 23 chars -> 100/11.5 = 8.7; two: widest 11 chars -> 100/5.5 = 18.2, 100/2 = 50.
    const fitted = fitTitle('Ocho apellidos vascos y', measure, box);
    expect(fitted.lines.length).toBeGreaterThan(1);
    for (const line of fitted.lines)
      expect(measure(line) * fitted.size).toBeLessThanOrEqual(100 + 1e-9);
    expect(fitted.lines.length * fitted.size * box.lineHeight).toBeLessThanOrEqual(100 + 1e-9);
    expect(fitted.lines.join(' ')).toBe('Ocho apellidos vascos y');
  });

  it('shrinks a single long word to the width', () => {
    const fitted = fitTitle('Otorrinolaringólogos', measure, box);
    expect(fitted.lines).toEqual(['Otorrinolaringólogos']);
    expect(fitted.size).toBeCloseTo(100 / 10);
  });

  it('cuts a title that does not fit at the smallest size, with an ellipsis', () => {
    const long = Array.from({ length: 80 }, (_, index) => `palabra${index}`).join(' ');
    const fitted = fitTitle(long, measure, box);
    expect(fitted.size).toBe(8);
    expect(fitted.lines.length).toBe(Math.floor(100 / 8));
    expect(fitted.lines.at(-1)).toMatch(/…$/);
    for (const line of fitted.lines) expect(measure(line) * 8).toBeLessThanOrEqual(100);
  });

  it('answers no lines for an empty title', () => {
    expect(fitTitle('   ', measure, box).lines).toEqual([]);
  });
});

describe('balancedLines', () => {
  it('makes the widest line as narrow as possible', () => {
    const words = ['aaaa', 'bb', 'cc', 'dddd'];
    expect(balancedLines(words, 2, measure)).toEqual(['aaaa bb', 'cc dddd']);
    expect(balancedLines(words, 4, measure)).toEqual(words);
  });
});
