import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';
import { Vocabulary } from './vocabulary.js';

const words = [
  'padrino',
  'padre',
  'padres',
  'cadena',
  'casablanca',
  'casa',
  'interstellar',
  'volver',
  'volveremos',
];
const vocabulary = new Vocabulary(
  words,
  words.map((_, index) => index + 1),
);

describe('vocabulary', () => {
  it('holds its terms with their postings, a term given twice once', () => {
    const twice = new Vocabulary(['b', 'a', 'b'], [1, 2, 3]);
    expect(twice.size).toBe(2);
    expect(twice.termCount('b')).toBe(4);
    expect(twice.has('a')).toBe(true);
    expect(twice.has('c')).toBe(false);
    expect(vocabulary.prefixCount('padre')).toBe(2 + 3);
    expect(vocabulary.prefixCount('x')).toBe(0);
  });

  it('finds the terms within the edits, fewest edits first, not the word itself', () => {
    expect(vocabulary.similar('padirno', 1, false, 10)).toEqual([
      { term: 'padrino', prefix: false, distance: 1, count: 1 },
    ]);
    expect(vocabulary.similar('padrino', 1, false, 10)).toEqual([]);
    expect(vocabulary.similar('casablanka', 2, false, 10).map((c) => c.term)).toEqual([
      'casablanca',
    ]);
  });

  it('finds a last word as a prefix with typos, at least as long as the word', () => {
    expect(vocabulary.similar('volber', 1, true, 10)).toEqual([
      { term: 'volver', prefix: true, distance: 1, count: 8 + 9 },
    ]);
    expect(vocabulary.similar('interstela', 1, true, 10).map((c) => c.term)).toEqual([
      'interstell',
    ]);
  });

  it('answers what a comparison with every term answers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[abc]{1,6}$/), { minLength: 1, maxLength: 30 }),
        fc.stringMatching(/^[abc]{1,6}$/),
        fc.integer({ min: 1, max: 2 }),
        (terms, word, edits) => {
          const some = new Vocabulary(
            terms,
            terms.map(() => 1),
          );
          const expected = [...new Set(terms)]
            .filter((term) => term !== word && editDistance(term, word) <= edits)
            .sort();
          const found = some
            .similar(word, edits, false, 1000)
            .map((c) => c.term)
            .sort();
          expect(found).toEqual(expected);
        },
      ),
    );
  });
});
