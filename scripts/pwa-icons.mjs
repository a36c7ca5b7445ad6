// Makes the app's icons (web/public/icons/*.png) from the favicon's drawing, with sharp (the
// server's image library). Run after changing the drawing: `node scripts/pwa-icons.mjs`; the
// PNGs are committed, so a build needs no image work.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('server/package.json'));
const sharp = require('sharp');

const out = path.resolve('web/public/icons');
const background = '#12100d';
const accent = '#e8b04a';

/** The reel of the favicon; `scale` of the square it fills, on a full square when maskable. */
function drawing(scale, rounded) {
  const r = 10 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="${rounded ? 6 : 0}" fill="${background}"/>
<circle cx="16" cy="16" r="${r}" fill="none" stroke="${accent}" stroke-width="${3 * scale}"/>
<circle cx="16" cy="16" r="${3 * scale}" fill="${accent}"/></svg>`;
}

fs.mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', 192, drawing(1.2, true)],
  ['icon-512.png', 512, drawing(1.2, true)],
  // Maskable: the launcher cuts any shape from the inner 80 %; the reel keeps inside it.
  ['maskable-512.png', 512, drawing(1, false)],
  ['apple-touch-icon.png', 180, drawing(1, false)],
];
for (const [name, size, svg] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
}
console.log(`iconos en ${out}`);
