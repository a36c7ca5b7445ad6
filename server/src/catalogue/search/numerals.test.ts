import { describe, expect, it } from 'vitest';
import { numberOf, numeralEquivalents, numeralForms } from './numerals.js';

describe('numerals (arabic, roman, Spanish words)', () => {
  it('reads a number from every way of writing it', () => {
    expect(['2', 'ii', 'dos', 'segunda', 'segundo'].map(numberOf)).toEqual([2, 2, 2, 2, 2]);
    expect(['xii', 'doce', '12'].map(numberOf)).toEqual([12, 12, 12]);
    expect(['ocho', 'viii', 'octava'].map(numberOf)).toEqual([8, 8, 8]);
    expect(numberOf('2049')).toBe(2049);
    expect(['padrino', 'xl', 'mix', ''].map(numberOf)).toEqual([null, null, null, null]);
  });

  it('answers the other forms of a number', () => {
    expect(numeralEquivalents('2')).toEqual(['ii', 'dos', 'segundo', 'segunda']);
    expect(numeralEquivalents('iii')).toEqual(['3', 'tres', 'tercero', 'tercera']);
    expect(numeralForms(39)).toEqual(['39', 'xxxix']);
    expect(numeralForms(400)).toEqual(['400', 'cuatrocientos']);
    expect(numeralEquivalents('parte')).toEqual([]);
  });
});
