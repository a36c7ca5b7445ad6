import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words.js';

describe('searchWords', () => {
  it('keeps at most 12 words', () => {
    expect(
      searchWords('uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece'),
    ).toHaveLength(12);
  });
});
