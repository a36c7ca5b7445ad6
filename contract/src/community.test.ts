import { describe, expect, it } from 'vitest';
import { commentBody } from './community';
import { isValidScore, noticeParts } from './rules';

describe('community rules', () => {
  it('accepts scores 0..10 and -1 only', () => {
    for (const score of [-1, 0, 5, 10]) expect(isValidScore(score)).toBe(true);
    for (const score of [-2, 11, 3.5, Number.NaN]) expect(isValidScore(score)).toBe(false);
  });

  it('refuses an empty comment that is not a seen mark', () => {
    expect(commentBody.safeParse({ vista: false, voto: -1, comen: '  ' }).success).toBe(false);
    expect(commentBody.safeParse({ vista: true, voto: -1, comen: '' }).success).toBe(true);
    expect(commentBody.safeParse({ vista: false, voto: 7, comen: '' }).success).toBe(true);
  });

  it('splits %id%title% links out of notice texts', () => {
    expect(noticeParts('%12%El padrino% ya se puede descargar')).toEqual([
      { filmId: 12, title: 'El padrino' },
      { text: ' ya se puede descargar' },
    ]);
    expect(noticeParts('Sin enlaces, 100% texto')).toEqual([{ text: 'Sin enlaces, 100% texto' }]);
    expect(noticeParts('a %1%X% b %2%Y%')).toEqual([
      { text: 'a ' },
      { filmId: 1, title: 'X' },
      { text: ' b ' },
      { filmId: 2, title: 'Y' },
    ]);
  });
});
