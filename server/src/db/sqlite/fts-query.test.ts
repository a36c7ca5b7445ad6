import { describe, expect, it } from 'vitest';
import { ftsPrefixQuery } from './fts-query.js';

describe('ftsPrefixQuery', () => {
  it('makes every word a quoted prefix', () => {
    expect(ftsPrefixQuery('Pedro almo')).toBe('"Pedro"* "almo"*');
  });

  it('restricts to columns', () => {
    expect(ftsPrefixQuery('ma', ['nom', 'nomo'])).toBe('{nom nomo} : ("ma"*)');
  });

  it('neutralises operators and punctuation', () => {
    expect(ftsPrefixQuery('"NOT" NEAR (x* | -y2) ^z')).toBe('"NOT"* "NEAR"* "x"* "y2"* "z"*');
    expect(ftsPrefixQuery('¿Teléfono rojo?')).toBe('"Teléfono"* "rojo"*');
  });

  it('leaves out articles, prepositions and conjunctions when other words are left', () => {
    expect(ftsPrefixQuery('La casa del lago')).toBe('"casa"* "lago"*');
    expect(ftsPrefixQuery('The Lord of the Rings')).toBe('"Lord"* "Rings"*');
    expect(ftsPrefixQuery('camino A Madrid')).toBe('"camino"* "Madrid"*');
    // Compared without accents or case, and only whole words: 'Él' goes, 'lasso' stays.
    expect(ftsPrefixQuery('Él lasso')).toBe('"lasso"*');
    // A text of stopwords alone searches them.
    expect(ftsPrefixQuery('El')).toBe('"El"*');
    expect(ftsPrefixQuery('de la')).toBe('"de"* "la"*');
  });

  it('is null when nothing is searchable', () => {
    expect(ftsPrefixQuery('')).toBeNull();
    expect(ftsPrefixQuery('  ¿?* ')).toBeNull();
  });
});
