import { describe, expect, it } from 'vitest';
import { parseNfo } from '../../metadata/nfo.js';
import { demoNfo, loadDemoSidecars } from './sidecars.js';

describe("the demo's sidecar folders", () => {
  it('are checked data, and write NFO files the scan reads back', () => {
    const films = loadDemoSidecars();
    expect(films.length).toBeGreaterThan(0);
    for (const film of films) {
      const nfo = parseNfo(Buffer.from(demoNfo(film)));
      expect(nfo.imdb).toBe(film.imdb);
      // The demo's own titles and synopses stay: the NFO offers neither.
      expect(nfo.fill.nom).toBe('');
      expect(nfo.fill.arg).toBe('');
      expect(nfo.fill.cast?.map((actor) => [actor.nom, actor.papel])).toEqual(film.actors);
    }
  });
});
