import type { Palette } from './palettes.js';
import { setLine, setTitle } from './type-setting.js';

export const WIDTH = 400;
export const HEIGHT = 600;

export interface PosterText {
  title: string;
  year: string;
  director: string;
}

/** A layout draws everything above the background gradient, which `posterSvg` adds. */
export type Layout = (text: PosterText, palette: Palette, seed: number) => string;

/** Condensed capitals stacked at the foot, an accent rule above them, the director on top. */
const band: Layout = (text, palette, seed) => {
  // One path of nine stripes: one element for the browser to build, not nine.
  const stripes = Array.from({ length: 9 }, (_, index) => {
    const x = -200 + index * 70 + (seed % 40);
    return `M${x} 0l400 520h22L${x + 22} 0z`;
  }).join('');
  // The stripes fade out towards the title.
  const fade =
    '<linearGradient id="f" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="460">' +
    `<stop offset="0" stop-color="${palette.accent}" stop-opacity=".16"/>` +
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></linearGradient>`;
  return [
    `<defs>${fade}</defs><path fill="url(#f)" d="${stripes}"/>`,
    setLine(
      'condensedLight',
      text.director.toUpperCase(),
      { x: 36, y: 70, width: 328 },
      {
        align: 'start',
        size: 20,
        fill: palette.ink,
        opacity: 0.85,
      },
    ),
    `<rect x="36" y="300" width="64" height="6" fill="${palette.accent}"/>`,
    setTitle(
      'condensed',
      text.title.toUpperCase(),
      { x: 36, y: 322, width: 328, height: 196 },
      {
        align: 'start',
        valign: 'end',
        lineHeight: 1.08,
        maxSize: 96,
        minSize: 22,
        fill: palette.ink,
      },
    ),
    setLine(
      'condensedLight',
      text.year,
      { x: 36, y: 562, width: 120 },
      {
        align: 'start',
        size: 24,
        fill: palette.accent,
      },
    ),
  ].join('');
};

/** A classic card: double frame, serif title in the middle, year in italics. */
const frame: Layout = (text, palette, _seed) =>
  [
    `<rect x="22" y="22" width="356" height="556" fill="none" stroke="${palette.accent}" stroke-width="3"/>`,
    `<rect x="32" y="32" width="336" height="536" fill="none" stroke="${palette.accent}" stroke-opacity=".5"/>`,
    setLine(
      'serifItalic',
      text.director,
      { x: 60, y: 104, width: 280 },
      {
        align: 'middle',
        size: 22,
        fill: palette.ink,
        opacity: 0.85,
      },
    ),
    setTitle(
      'serif',
      text.title,
      { x: 56, y: 150, width: 288, height: 300 },
      {
        align: 'middle',
        valign: 'middle',
        lineHeight: 1.18,
        maxSize: 72,
        minSize: 18,
        fill: palette.ink,
      },
    ),
    `<path d="M170 488h60" stroke="${palette.accent}" stroke-width="2"/>`,
    setLine(
      'serifItalic',
      text.year,
      { x: 100, y: 532, width: 200 },
      {
        align: 'middle',
        size: 28,
        fill: palette.accent,
      },
    ),
  ].join('');

/** The year in huge faint numerals across the foot, the title set hard at the top. */
const numerals: Layout = (text, palette, _seed) =>
  [
    setLine(
      'condensed',
      text.year,
      { x: 14, y: 586, width: 372 },
      {
        align: 'middle',
        size: 230,
        fill: palette.accent,
        opacity: 0.22,
      },
    ),
    setTitle(
      'condensed',
      text.title.toUpperCase(),
      { x: 36, y: 44, width: 328, height: 236 },
      {
        align: 'start',
        valign: 'start',
        lineHeight: 1.05,
        maxSize: 92,
        minSize: 22,
        fill: palette.ink,
      },
    ),
    `<rect x="36" y="300" width="328" height="2" fill="${palette.accent}"/>`,
    setLine(
      'condensedLight',
      text.director.toUpperCase(),
      { x: 36, y: 336, width: 328 },
      {
        align: 'start',
        size: 20,
        fill: palette.ink,
        opacity: 0.85,
      },
    ),
  ].join('');

/** A low sun over a horizon line, the serif title beneath it. */
const sun: Layout = (text, palette, seed) => {
  const cy = 190 + (seed % 30);
  return [
    `<circle cx="200" cy="${cy}" r="118" fill="${palette.accent}" fill-opacity=".9"/>`,
    `<circle cx="200" cy="${cy}" r="142" fill="none" stroke="${palette.accent}" stroke-opacity=".35" stroke-width="2"/>`,
    `<rect x="0" y="${cy + 40}" width="400" height="${600 - cy - 40}" fill="${palette.deep}"/>`,
    `<path d="M0 ${cy + 40}h400" stroke="${palette.ink}" stroke-opacity=".5"/>`,
    setTitle(
      'serif',
      text.title,
      { x: 40, y: cy + 70, width: 320, height: 470 - cy - 70 },
      {
        align: 'middle',
        valign: 'middle',
        lineHeight: 1.15,
        maxSize: 64,
        minSize: 18,
        fill: palette.ink,
      },
    ),
    setLine(
      'serifItalic',
      [text.director, text.year].filter(Boolean).join(' · '),
      { x: 40, y: 556, width: 320 },
      {
        align: 'middle',
        size: 20,
        fill: palette.ink,
        opacity: 0.8,
      },
    ),
  ].join('');
};

export const LAYOUTS: Layout[] = [band, frame, numerals, sun];
