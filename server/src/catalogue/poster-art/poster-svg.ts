import { HEIGHT, LAYOUTS, WIDTH } from './layouts.js';
import { paletteFor } from './palettes.js';

export interface PosterFilm {
  id: number;
  nom: string;
  anio: number | null;
  /** Genre codes, in any order. */
  gens: readonly string[];
  /** The first credited director's name, or null. */
  director: string | null;
}

/**
 * The poster of a film that has no uploaded one: a layout and a palette picked from the film
 * (the palette by its genre, both varied by its id), so the same film always gets the same
 * poster and neighbours in a grid differ.
 */
export function posterSvg(film: PosterFilm): string {
  const seed = mix(film.id);
  const palette = paletteFor(film.gens, seed >>> 3);
  const layout = LAYOUTS[seed % LAYOUTS.length] as (typeof LAYOUTS)[number];
  const angle = seed % 2 === 0 ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const drawing = layout(
    { title: film.nom, year: film.anio ? String(film.anio) : '', director: film.director ?? '' },
    palette,
    seed,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" ${angle}>`,
    `<stop offset="0" stop-color="${palette.bg}"/><stop offset="1" stop-color="${palette.deep}"/>`,
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`,
    drawing,
    '</svg>',
  ].join('');
}

/** A well-spread 32-bit hash of the id (consecutive ids get unrelated layouts). */
function mix(id: number): number {
  let value = Math.imul(id ^ (id >>> 16), 0x45d9f3b);
  value = Math.imul(value ^ (value >>> 16), 0x45d9f3b);
  return (value ^ (value >>> 16)) >>> 0;
}
