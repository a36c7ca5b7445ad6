import { describe, expect, it } from 'vitest';
import { scoreOf } from './comment-form';

describe('scoreOf', () => {
  it('reads scores from 0 to 10 and an empty field as no score', () => {
    expect(scoreOf('0')).toBe(0);
    expect(scoreOf(' 10 ')).toBe(10);
    expect(scoreOf('')).toBe(-1);
  });

  it('refuses anything else', () => {
    for (const text of ['11', '-1', '3.5', '3,5', 'siete', '1e1x'])
      expect(scoreOf(text)).toBeNull();
  });
});
