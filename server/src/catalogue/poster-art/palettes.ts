/** Background (two tones), accent and ink of a generated poster. */
export interface Palette {
  bg: string;
  deep: string;
  accent: string;
  ink: string;
}

const p = (bg: string, deep: string, accent: string, ink: string): Palette => ({
  bg,
  deep,
  accent,
  ink,
});

/**
 * One or more palettes per genre code (catalogue/genres.ts). Drama, the commonest genre, has
 * several, so that a grid of dramas does not look like one colour.
 */
const BY_GENRE: Record<string, Palette[]> = {
  TE: [p('#1a0f12', '#3a0c12', '#e63946', '#f4ece6')],
  CF: [
    p('#0b1030', '#1d2a6b', '#3ee0ff', '#eef6ff'),
    p('#10151f', '#243447', '#9ef01a', '#f1f7ee'),
  ],
  AN: [p('#3b1d6e', '#6a2c91', '#ffc93c', '#fff8e8')],
  OE: [p('#5a2e14', '#a0521d', '#f2c14e', '#fff3dc')],
  NE: [p('#0e0e10', '#2b2b30', '#e8e4da', '#f4f1ea')],
  DO: [p('#2f3b2a', '#55663f', '#e7d9a8', '#f6f1e1')],
  MU: [p('#2a0f3d', '#7a1f5c', '#ff7ab6', '#fff0f6')],
  MS: [p('#3d0f2f', '#8a1f4f', '#ffd166', '#fff6ea')],
  RO: [p('#4a0f24', '#8c1c3a', '#ffb3c1', '#fff1f3')],
  CO: [
    p('#e9a23b', '#d1603d', '#1d3557', '#1b1b1e'),
    p('#f6d55c', '#ed553b', '#20639b', '#1b1b1e'),
  ],
  FA: [p('#2a9d8f', '#1d6f66', '#ffe66d', '#fbfff4')],
  AC: [p('#1b1b1e', '#3d3d45', '#ff6b1a', '#f7f3ee')],
  AV: [p('#0f4c5c', '#1b6f7e', '#f6ae2d', '#f8f4e8')],
  BE: [p('#33362b', '#5a5e45', '#c9a227', '#eeeadc')],
  HI: [p('#3b2a1a', '#6b4a2b', '#d4a373', '#faf3e6')],
  BI: [p('#2d3142', '#4f5d75', '#ef8354', '#f6f4f0')],
  CR: [p('#101820', '#26333f', '#f2aa4c', '#f5f1e8')],
  SU: [p('#0d1b1e', '#1f3a3d', '#7fd1b9', '#e8f6f3')],
  MI: [p('#1a1423', '#372549', '#b7a5d6', '#f3eefb')],
  FN: [p('#14213d', '#3a2f6b', '#c8b6ff', '#f7f3ff')],
  DE: [p('#0b3c5d', '#1d70a2', '#f9c80e', '#f7fbff')],
  DR: [
    p('#1f2a36', '#3a506b', '#e0b96b', '#f5f0e6'),
    p('#2b2d42', '#4a4e69', '#ef6f6c', '#f4f1ee'),
    p('#1e3d3a', '#2f6662', '#e9c46a', '#f3f1e7'),
    p('#3d2c2e', '#6b4e4a', '#e7b98f', '#f8f1ea'),
  ],
};

const NEUTRAL = [p('#22262e', '#3a3f4b', '#c9b79c', '#f2eee8')];

/** Distinctive genres first: a horror drama looks like horror. */
const PRECEDENCE = Object.keys(BY_GENRE);

export function paletteFor(genres: readonly string[], seed: number): Palette {
  const genre = PRECEDENCE.find((code) => genres.includes(code));
  const choices = (genre && BY_GENRE[genre]) || NEUTRAL;
  return choices[seed % choices.length] as Palette;
}
