import type { CompactCard } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { tileMetaShown } from './tile-meta';

const drawn = { id: 1, nom: 'Psicosis', anio: 1960, poster: 0 } as CompactCard;
const uploaded = { ...drawn, poster: 3 } as CompactCard;

describe('tileMetaShown', () => {
  it("drops the line only for a visitor's drawn poster outside a curated list", () => {
    expect(tileMetaShown(drawn, true, false)).toBe(false);
    expect(tileMetaShown({ ...drawn, idx: 4 } as CompactCard, true, false)).toBe(true);
    expect(tileMetaShown(uploaded, true, false)).toBe(true);
    expect(tileMetaShown(drawn, false, false)).toBe(true);
  });

  it('keeps it on every tile of a signed-in user', () => {
    expect(tileMetaShown(drawn, true, true)).toBe(true);
  });
});
