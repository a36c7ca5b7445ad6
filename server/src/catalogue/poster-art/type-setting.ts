import { fitTitle } from './fit-title.js';
import { type Face, type FaceName, face } from './fonts.js';

export type Align = 'start' | 'middle' | 'end';

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TitleStyle {
  align: Align;
  valign: Align;
  /** Line advance as a multiple of the font size. */
  lineHeight: number;
  maxSize: number;
  minSize: number;
  fill: string;
}

export interface LineStyle {
  align: Align;
  size: number;
  fill: string;
  opacity?: number;
}

/** Rough width of a character of a system font, for text that none of our faces can draw. */
const FALLBACK_ADVANCE = 0.56;

/** A title set as large as it fits in `frame` (see fitTitle), aligned and drawn. */
export function setTitle(
  faceName: FaceName,
  text: string,
  frame: Frame,
  style: TitleStyle,
): string {
  const font = face(faceName);
  const measure = measurer(font);
  const fitted = fitTitle(text, measure, { ...frame, ...style });
  const advance = fitted.size * style.lineHeight;
  const top = aligned(frame.y, frame.height, advance * fitted.lines.length, style.valign);
  return fitted.lines
    .map((text, index) => {
      // Cap height and descenders split the leading evenly: the baseline is ~0.8 em down.
      const baseline = top + index * advance + fitted.size * 0.8 + (advance - fitted.size) / 2;
      const left = aligned(frame.x, frame.width, measure(text) * fitted.size, style.align);
      return shape(font, text, left, baseline, fitted.size, style.fill);
    })
    .join('');
}

/** One line at a fixed size (credits, year), shrunk only where it would overflow the width. */
export function setLine(
  faceName: FaceName,
  text: string,
  at: { x: number; y: number; width: number },
  style: LineStyle,
) {
  if (!text) return '';
  const font = face(faceName);
  const width = measurer(font)(text);
  const size = Math.min(style.size, at.width / width);
  const left = aligned(at.x, at.width, width * size, style.align);
  return shape(font, text, left, at.y, size, style.fill, style.opacity);
}

/**
 * One line of text drawn as one `<path>` of its glyphs' outlines, scaled from font units: a browser builds one element per line, where a glyph drawn once in `<defs>` and placed
 * by `<use>` cost it an element and a shadow tree per letter (an SVG poster is a document of its
 * own, built and styled the first time a tile shows it).
 */
function shape(
  font: Face,
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  opacity?: number,
) {
  const alpha = opacity === undefined ? '' : ` fill-opacity="${opacity}"`;
  const outline = font.outline(text);
  if (outline === null) {
    return (
      `<text x="${round(x)}" y="${round(y)}" font-family="sans-serif" font-weight="bold" ` +
      `font-size="${round(size)}" fill="${fill}"${alpha}>${escapeXml(text)}</text>`
    );
  }
  const scale = Math.round((size / font.unitsPerEm) * 1e5) / 1e5;
  return `<path fill="${fill}"${alpha} transform="translate(${round(x)} ${round(y)}) scale(${scale})" d="${outline}"/>`;
}

/** Measures with the face, or with the fallback estimate where the face lacks a character. */
function measurer(font: Face) {
  return (text: string) => {
    const width = font.measure(text);
    return Number.isNaN(width) ? [...text].length * FALLBACK_ADVANCE : width;
  };
}

function aligned(start: number, room: number, used: number, align: Align): number {
  if (align === 'start') return start;
  if (align === 'end') return start + room - used;
  return start + (room - used) / 2;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
