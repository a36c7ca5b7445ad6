import { describe, expect, it } from 'vitest';
import { filmPath, slugOf } from './film-path';

describe('film paths', () => {
  it('slugs titles without accents or symbols', () => {
    expect(slugOf('El espíritu de la colmena')).toBe('el-espiritu-de-la-colmena');
    expect(slugOf('¡Átame!')).toBe('atame');
    expect(slugOf('8½')).toBe('8');
    expect(slugOf('???')).toBe('peli');
  });

  it('builds /peli/{id}/{txt}', () => {
    expect(filmPath({ id: 7, nom: 'Amélie' })).toBe('/peli/7/amelie');
  });
});
