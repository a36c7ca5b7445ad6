import { describe, expect, it } from 'vitest';
import { posterSvg } from './poster-svg.js';

const film = {
  id: 42,
  nom: 'El espíritu de la colmena',
  anio: 1973,
  gens: ['DR', 'FN'],
  director: 'Víctor Erice',
};

describe('posterSvg', () => {
  it('draws the same poster for the same film', () => {
    expect(posterSvg(film)).toBe(posterSvg({ ...film }));
  });

  it('draws each line of text as one path of glyph outlines', () => {
    const svg = posterSvg(film);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('<use');
    // Title, director and year: a few lines, each a scaled path whose outlines start absolute.
    const lines = [...svg.matchAll(/<path fill="[^"]+"[^>]* transform="[^"]+" d="(M[^"]+)"/g)];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThan(10);
  });

  it('varies the layout and palette between films', () => {
    const posters = new Set(
      Array.from({ length: 12 }, (_, id) => posterSvg({ ...film, id: id + 1 }).slice(0, 400)),
    );
    expect(posters.size).toBeGreaterThan(3);
  });

  it('falls back to escaped text for characters the faces lack', () => {
    const svg = posterSvg({ ...film, id: 1, nom: '東京物語 <&>', director: null, anio: null });
    expect(svg).toContain('<text');
    expect(svg).toContain('東京物語 &#60;&#38;&#62;');
    expect(svg).not.toContain('<&>');
  });

  it('draws a film with no title, year, director or genre', () => {
    expect(posterSvg({ id: 7, nom: '', anio: null, gens: [], director: null })).toMatch(/<\/svg>$/);
  });
});
