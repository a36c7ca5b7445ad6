import { describe, expect, it } from 'vitest';
import { positionLabel } from './list-position';

describe('positionLabel', () => {
  it('reads an Oscars position as the edition, as the card does, and others as a rank', () => {
    expect(positionLabel('oscars', 64)).toBe('64.ª edición');
    expect(positionLabel('i250', 12)).toBe('nº 12');
  });
});
