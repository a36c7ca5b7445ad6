import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchWords } from '../../db/search-words.js';
import { allowedEdits, foldedWords, foldText } from './fold.js';

describe('folding (issue 29)', () => {
  it('folds case, accents, apostrophes, hyphens and punctuation', () => {
    expect(foldedWords('Almodóvar')).toEqual(['almodovar']);
    expect(foldedWords("Pan's Labyrinth")).toEqual(['pans', 'labyrinth']);
    expect(foldedWords('Pan’s')).toEqual(['pans']);
    expect(foldedWords('Ben-Hur')).toEqual(['ben', 'hur']);
    expect(foldedWords('¡Qué bello es vivir!')).toEqual(['bello', 'es', 'vivir']);
    expect(foldedWords('EL SEÑOR de los anillos')).toEqual(['senor', 'anillos']);
  });

  it('reads plain ASCII titles as the Unicode steps do', () => {
    // Titles of words, stopwords, digits, punctuation, apostrophes, halves and accents: the
    // ASCII fast path must give what folding then splitting gives.
    const piece = fc.constantFrom(
      ...['La', 'the', 'DEL', 'y', 'Noche', 'oscura', '8', '1/2', '½', "Pan's", '`x`', 'é'],
      ...[' ', '  ', '-', ': ', '!', '.', "'", '/', 'Ñ', 'ǅ', 'ﬁ', '’', '2'],
    );
    const text = fc.oneof(
      fc.string(),
      fc.array(piece, { maxLength: 10 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(text, (title) => {
        expect(foldedWords(title)).toEqual(searchWords(foldText(title)));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps an apostrophe that is no part of a word a word break', () => {
    expect(foldText("'hola' adios'")).toBe("'hola' adios'");
  });

  it('writes a number and a half as one word', () => {
    expect(foldedWords('8 1/2')).toEqual(['8½']);
    expect(foldedWords('8½')).toEqual(['8½']);
    expect(foldedWords('Fellini 8 ½')).toEqual(['fellini', '8½']);
  });

  it('forgives one edit from 5 letters and two from 9', () => {
    expect(['kub', 'kubr', 'kubri', 'kubrick', 'almodovar'].map(allowedEdits)).toEqual([
      0, 0, 1, 1, 2,
    ]);
    expect(allowedEdits('interstelar')).toBe(2);
    expect(allowedEdits('ñandu')).toBe(1);
  });
});
