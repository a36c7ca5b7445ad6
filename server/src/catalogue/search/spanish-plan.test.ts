import { describe, expect, it } from 'vitest';
import { respaced, shorterTexts, typoPlan } from './typo-plan.js';
import { Vocabulary } from './vocabulary.js';
import { wholeTitles } from './whole-title.js';

const words = ['vida', 'bella', 'es', 'superman', 'super', 'cinema', 'paradiso', 'lluvia', 'no'];
const vocabulary = new Vocabulary(
  words,
  words.map(() => 10),
);

describe('the plan of a search that hears Spanish (issue 47)', () => {
  it('adds a sound tier for words spelt by ear, below the typo thresholds', () => {
    const plan = typoPlan('la bida es bella', vocabulary, true);
    expect(plan.typos).toBeNull();
    expect(plan.sounds).toEqual([
      { exact: ['vida'], prefixes: [] },
      { exact: ['es'], prefixes: ['es'] },
      { exact: ['bella'], prefixes: ['bella'] },
    ]);
    // Not for people's names, nor when every word is spelt right.
    expect(typoPlan('la bida es bella', vocabulary).sounds).toBeNull();
    expect(typoPlan('la vida es bella', vocabulary, true).sounds).toBeNull();
  });

  it('joins two words that are one term, and splits one that is two', () => {
    expect(respaced(['super', 'man'], vocabulary)).toEqual(['superman']);
    expect(respaced(['lavida', 'es', 'bella'], vocabulary)).toEqual(['vida', 'es', 'bella']);
    expect(respaced(['cinemaparadiso'], vocabulary)).toEqual(['cinema', 'paradiso']);
    expect(respaced(['vida', 'es', 'bella'], vocabulary)).toBeNull();
    expect(typoPlan('cinemaparadiso', vocabulary, true).respaced).toEqual([
      { exact: ['cinema'], prefixes: [] },
      { exact: ['paradiso'], prefixes: ['paradiso'] },
    ]);
  });

  it('drops words from the end, each shorter text once, down to one word that counts', () => {
    expect(shorterTexts('la vida es bella xqzwv')).toEqual([
      'la vida es bella',
      'la vida es',
      'la vida',
    ]);
    // A stopword dropped changes nothing.
    expect(shorterTexts('vida bella de')).toEqual(['vida']);
    expect(shorterTexts('vida')).toEqual([]);
  });

  it('finds the films a text is the whole title of, in their order', () => {
    const films = [
      { id: 1, nom: 'No es país para viejos', nomo: 'No Country for Old Men', nomen: null },
      { id: 2, nom: 'No', nomo: 'No', nomen: 'No' },
      { id: 3, nom: 'La caza', nomo: 'Jagten', nomen: 'The Hunt' },
    ];
    expect(wholeTitles('no', films)).toEqual([2]);
    expect(wholeTitles('¡NO!', films)).toEqual([2]);
    expect(wholeTitles('caza', films)).toEqual([3]);
    expect(wholeTitles('the hunt', films)).toEqual([3]);
    expect(wholeTitles('the hunt', films, ['nom'])).toEqual([]);
  });
});
