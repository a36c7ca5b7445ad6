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
    expect(ftsPrefixQuery('"NOT" AND (x* OR -y)')).toBe('"NOT"* "AND"* "x"* "OR"* "y"*');
    expect(ftsPrefixQuery('¿Teléfono rojo?')).toBe('"Teléfono"* "rojo"*');
  });

  it('is null when nothing is searchable', () => {
    expect(ftsPrefixQuery('')).toBeNull();
    expect(ftsPrefixQuery('  ¿?* ')).toBeNull();
  });
});
