import { describe, expect, it } from 'vitest';
import { marksLookup } from './marks';

describe('marksLookup', () => {
  it('gathers each film’s marks from the four lists of the answer', () => {
    const lookup = marksLookup({
      quiero: [1, 2],
      pedidas: [2],
      vistas: [3],
      notas: [
        [3, 8],
        [4, 0],
      ],
    });
    expect(lookup.get(1)).toEqual({ quiero: true, pedida: false, vista: false, nota: null });
    expect(lookup.get(2)).toEqual({ quiero: true, pedida: true, vista: false, nota: null });
    expect(lookup.get(3)).toEqual({ quiero: false, pedida: false, vista: true, nota: 8 });
    // A score of 0 is a score.
    expect(lookup.get(4)?.nota).toBe(0);
    expect(lookup.get(5)).toBeUndefined();
    expect(lookup.size).toBe(4);
  });

  it('is empty for a user without marks', () => {
    expect(marksLookup({ quiero: [], pedidas: [], vistas: [], notas: [] }).size).toBe(0);
  });
});
