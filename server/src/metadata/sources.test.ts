import { describe, expect, it } from 'vitest';
import { mayWrite, type Source } from './sources.js';

const held = (source: Source | undefined, empty = false) => ({ source, empty });

describe('who wins a field', () => {
  it("never lets a fill overwrite the owner's edit; the owner always writes", () => {
    for (const incoming of ['nfo', 'tmdb', 'imdb'] as const) {
      expect(mayWrite(held('owner'), incoming)).toBe(false);
      expect(mayWrite(held('owner', true), incoming, { refresh: true })).toBe(false);
    }
    expect(mayWrite(held('owner'), 'owner')).toBe(true);
    expect(mayWrite(held('nfo'), 'owner')).toBe(true);
  });

  it('puts an NFO over TMDB and IMDb, and TMDB never over an NFO, refresh or not', () => {
    expect(mayWrite(held('tmdb'), 'nfo')).toBe(true);
    expect(mayWrite(held(undefined), 'nfo')).toBe(true);
    expect(mayWrite(held('nfo'), 'nfo')).toBe(true);
    expect(mayWrite(held('nfo'), 'tmdb', { refresh: true })).toBe(false);
    expect(mayWrite(held('nfo', true), 'tmdb')).toBe(false);
    expect(mayWrite(held('nfo'), 'imdb')).toBe(false);
  });

  it('lets TMDB fill only what is empty, unless the owner refreshes the film', () => {
    // A synopsis already on a card (the demo's: no recorded source) is kept.
    expect(mayWrite(held(undefined), 'tmdb')).toBe(false);
    expect(mayWrite(held(undefined, true), 'tmdb')).toBe(true);
    expect(mayWrite(held('tmdb'), 'tmdb')).toBe(false);
    expect(mayWrite(held('imdb'), 'tmdb', { refresh: true })).toBe(true);
    expect(mayWrite(held('tmdb'), 'tmdb', { refresh: true })).toBe(true);
  });

  it("lets IMDb write only over IMDb's own or unrecorded values", () => {
    expect(mayWrite(held('imdb'), 'imdb')).toBe(true);
    expect(mayWrite(held(undefined), 'imdb')).toBe(true);
    expect(mayWrite(held('tmdb'), 'imdb')).toBe(false);
  });
});
