import fs from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { outlinePath } from './outline-path.js';

/**
 * The poster faces, as outlines. Text is drawn as SVG paths rather than `<text>`: a poster is an
 * `<img>`, which may not load web fonts, and the system fonts differ from one visitor to the
 * next, so only paths look the same everywhere. Fontsource ships each face split by script; a
 * character missing from the Latin file is taken from the Latin Extended one.
 */
const FACES = {
  condensed: 'oswald/files/oswald-{subset}-600-normal.woff',
  condensedLight: 'oswald/files/oswald-{subset}-400-normal.woff',
  serif: 'playfair-display/files/playfair-display-{subset}-700-normal.woff',
  serifItalic: 'playfair-display/files/playfair-display-{subset}-400-italic.woff',
} as const;

export type FaceName = keyof typeof FACES;

export interface Face {
  /** Font units per em: glyph outlines are drawn at this size. */
  unitsPerEm: number;
  /** Width of `text` at font size 1; NaN when a character is in neither file. */
  measure(text: string): number;
  /**
   * The SVG path data of `text` set from x 0 on the baseline, in font units, y downwards; null
   * when a character is in neither file.
   */
  outline(text: string): string | null;
}

/** A glyph placed on a line: its outline and its left edge at font size 1. */
interface PlacedGlyph {
  commands: opentype.PathCommand[];
  x: number;
}

const require = createRequire(import.meta.url);
const loaded = new Map<FaceName, Face>();

export function face(name: FaceName): Face {
  let found = loaded.get(name);
  if (!found) {
    const [latin, extended] = ['latin', 'latin-ext'].map((subset) =>
      readFont(FACES[name].replace('{subset}', subset)),
    ) as [opentype.Font, opentype.Font];
    found = makeFace([latin, extended]);
    loaded.set(name, found);
  }
  return found;
}

function readFont(file: string): opentype.Font {
  const bytes = fs.readFileSync(require.resolve(`@fontsource/${file}`));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

function makeFace(fonts: opentype.Font[]): Face {
  const unitsPerEm = fonts[0]?.unitsPerEm ?? 1000;
  const outlines = new Map<string, opentype.PathCommand[]>();
  const kerning = new Map<string, number>();
  const kern = (font: opentype.Font, left: opentype.Glyph, right: opentype.Glyph) => {
    const key = `${left.index}:${right.index}`;
    let value = kerning.get(key);
    if (value === undefined) {
      value = font.getKerningValue(left, right) / font.unitsPerEm;
      kerning.set(key, value);
    }
    return value;
  };
  const place = (text: string): { glyphs: PlacedGlyph[]; width: number } | null => {
    const glyphs: PlacedGlyph[] = [];
    let x = 0;
    let previous: { font: opentype.Font; glyph: opentype.Glyph } | undefined;
    for (const char of text) {
      const fontIndex = fonts.findIndex((candidate) => candidate.charToGlyphIndex(char) > 0);
      const font = fonts[fontIndex];
      if (!font) return null;
      const glyph = font.charToGlyph(char);
      // Kerning only within the Latin file, whose pairs are the ones that matter.
      if (fontIndex === 0 && previous?.font === font) x += kern(font, previous.glyph, glyph);
      const id = `${fontIndex}-${glyph.index}`;
      let commands = outlines.get(id);
      if (!commands) {
        commands = glyph.getPath(0, 0, unitsPerEm).commands;
        outlines.set(id, commands);
      }
      glyphs.push({ commands, x });
      x += (glyph.advanceWidth ?? 0) / font.unitsPerEm;
      previous = { font, glyph };
    }
    return { glyphs, width: x };
  };
  return {
    unitsPerEm,
    measure: (text) => place(text)?.width ?? Number.NaN,
    outline: (text) =>
      place(text)
        ?.glyphs.map(({ commands, x }) => outlinePath(commands, x * unitsPerEm))
        .join('') ?? null,
  };
}
