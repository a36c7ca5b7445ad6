import { describe, expect, it } from 'vitest';
import { VOCABULARY_REFRESH_MS, vocabularyHolder } from './vocabularies.js';

describe('vocabularies of a database', () => {
  it('reads them once for searches together, again in the background after a change and the delay', async () => {
    const db = {};
    let words = ['padrino'];
    let token = 'a';
    let clock = 0;
    let reads = 0;
    const vocabularies = vocabularyHolder(
      async () => {
        reads += 1;
        return { terms: words, counts: words.map(() => 1) };
      },
      async () => token,
      () => clock,
    );
    const [one, two] = await Promise.all([vocabularies(db), vocabularies(db)]);
    expect(one).toBe(two);
    expect(reads).toBe(2); // titles and people, once
    words = ['padrino', 'parte'];
    token = 'b';
    clock = VOCABULARY_REFRESH_MS - 1;
    expect((await vocabularies(db)).titles.has('parte')).toBe(false);
    clock = VOCABULARY_REFRESH_MS;
    // The old ones answer while the new ones are read.
    expect((await vocabularies(db)).titles.has('parte')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await vocabularies(db)).titles.has('parte')).toBe(true);
    expect(reads).toBe(4);
  });
});
