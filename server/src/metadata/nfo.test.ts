import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NFO_MAX_BYTES, parseNfo, youtubeKey } from './nfo.js';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`./fixtures/nfo/${name}`, import.meta.url));

describe('NFO files', () => {
  it('reads the shape Kodi writes', () => {
    const nfo = parseNfo(fixture('kodi.nfo'));
    expect(nfo).toMatchObject({ imdb: 68646, tmdb: 238, directors: ['Francis Ford Coppola'] });
    expect(nfo.fill).toMatchObject({
      nom: 'El padrino',
      nomo: 'The Godfather',
      anio: 1972,
      dura: 175,
      gens: ['CR', 'DR'],
      trailer: 'sY1S34973zA',
    });
    // Entities decoded; the plot wins over the outline.
    expect(nfo.fill.arg).toContain('Michael & la familia');
    // In the NFO's <order>, not the file's.
    expect(nfo.fill.cast?.map((actor) => actor.nom)).toEqual(['Marlon Brando', 'Al Pacino']);
    expect(nfo.fill.cast?.[0]?.papel).toBe('Don Vito Corleone');
  });

  it("reads Jellyfin's (CDATA plot, <imdbid>) and Radarr's (tmdb as the default uniqueid)", () => {
    const jellyfin = parseNfo(fixture('jellyfin.nfo'));
    expect(jellyfin).toMatchObject({ imdb: 111161, tmdb: 278 });
    expect(jellyfin.fill.arg).toMatch(/^Andy Dufresne, banquero/);
    expect(jellyfin.fill.gens).toEqual(['DR', 'CR']);
    expect(jellyfin.fill.cast?.map((actor) => actor.papel)).toEqual([
      'Andy Dufresne',
      "Ellis Boyd 'Red' Redding",
    ]);
    const radarr = parseNfo(fixture('radarr.nfo'));
    expect(radarr).toMatchObject({ imdb: 211915, tmdb: 194, directors: ['Jean-Pierre Jeunet'] });
    expect(radarr.fill).toMatchObject({ nom: 'Amélie', anio: 2001, dura: 122, gens: ['CO', 'RO'] });
  });

  it('reads a file with a BOM, and keeps a numeric title as text', () => {
    expect(parseNfo(fixture('bom.nfo'))).toMatchObject({ imdb: 8579674, fill: { nom: '1917' } });
  });

  it('refuses bad XML, DTDs (entity expansion, external entities), huge files, other roots', () => {
    expect(() => parseNfo(fixture('bad-xml.nfo'))).toThrow(/XML no válido \(línea/);
    expect(() => parseNfo(fixture('entity-attack.nfo'))).toThrow('lleva una DTD');
    expect(() => parseNfo(fixture('external-entity.nfo'))).toThrow('lleva una DTD');
    expect(() => parseNfo(fixture('tvshow.nfo'))).toThrow('no es el NFO de una película');
    const huge = Buffer.from(`<movie><plot>${'a'.repeat(NFO_MAX_BYTES)}</plot></movie>`);
    expect(() => parseNfo(huge)).toThrow('pasa de 512 KB');
  });

  it('finds the YouTube video of a trailer address', () => {
    expect(youtubeKey('https://www.youtube.com/watch?v=sY1S34973zA')).toBe('sY1S34973zA');
    expect(youtubeKey('https://youtu.be/sY1S34973zA')).toBe('sY1S34973zA');
    expect(youtubeKey('https://example.com/trailer.mp4')).toBe('');
  });
});
