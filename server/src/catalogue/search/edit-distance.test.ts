import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';

describe('edit distance (insertions, deletions, substitutions, swaps of neighbours)', () => {
  it('counts each kind of edit once', () => {
    expect(editDistance('padrino', 'padrino')).toBe(0);
    expect(editDistance('padirno', 'padrino')).toBe(1); // swap
    expect(editDistance('cadna', 'cadena')).toBe(1); // insertion
    expect(editDistance('interstellar', 'interstelar')).toBe(1); // deletion
    expect(editDistance('volber', 'volver')).toBe(1); // substitution
    expect(editDistance('almodobar', 'almodovar')).toBe(1);
    expect(editDistance('kurosava', 'kurosawa')).toBe(1);
    expect(editDistance('ca', 'abc')).toBe(3); // no edit of a swapped pair again
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops past the bound', () => {
    expect(editDistance('casablanca', 'kasablankka', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });

  it('is symmetric, and bounded by the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        const distance = editDistance(a, b);
        expect(editDistance(b, a)).toBe(distance);
        expect(distance).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(distance === 0).toBe(a === b);
        expect(editDistance(a, b, 2)).toBe(Math.min(distance, 3));
      }),
    );
  });
});
