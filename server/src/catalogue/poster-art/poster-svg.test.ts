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

  it('draws text as glyph outlines, each outline written once', () => {
    const svg = posterSvg(film);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<text');
    const ids = [...svg.matchAll(/<path id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, id] of svg.matchAll(/<use href="#([^"]+)"/g)) expect(ids).toContain(id);
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
