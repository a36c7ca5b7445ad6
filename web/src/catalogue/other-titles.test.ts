import { describe, expect, it } from 'vitest';
import { otherTitlesOf } from './other-titles';

describe('otherTitlesOf', () => {
  it('shows the original and the English title when they differ from the shown one', () => {
    expect(otherTitlesOf({ nom: 'Parásitos', nomo: 'Gisaengchung', nomen: 'Parasite' })).toEqual([
      'Título original: Gisaengchung',
      'Título en inglés: Parasite',
    ]);
  });

  it('leaves out a title written the same but for case, accents or punctuation', () => {
    expect(
      otherTitlesOf({ nom: 'Amores perros', nomo: 'Amores perros', nomen: 'Amores Perros' }),
    ).toEqual([]);
    expect(
      otherTitlesOf({ nom: 'Uno de los nuestros', nomo: 'GoodFellas', nomen: 'Goodfellas' }),
    ).toEqual(['Título original: GoodFellas']);
    expect(
      otherTitlesOf({
        nom: 'Érase una vez en... Hollywood',
        nomo: 'Once Upon a Time in Hollywood',
        nomen: 'Once Upon a Time... in Hollywood',
      }),
    ).toEqual(['Título original: Once Upon a Time in Hollywood']);
    expect(otherTitlesOf({ nom: 'Psicosis', nomo: 'Psycho', nomen: '' })).toEqual([
      'Título original: Psycho',
    ]);
  });
});
