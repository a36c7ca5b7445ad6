import { describe, expect, it } from 'vitest';
import { listingRules } from './file-listing';

describe('file listing rules (SPEC §9)', () => {
  it('opens by itself under 4 files', () => {
    for (const count of [0, 1, 2, 3]) {
      expect(listingRules(count)).toEqual({ startsOpen: true, showButtons: false });
    }
  });

  it("shows 'Ver descargas' and 'DESCARGAR TODAS' above 3, closed", () => {
    for (const count of [4, 5, 40]) {
      expect(listingRules(count)).toEqual({ startsOpen: false, showButtons: true });
    }
  });
});
