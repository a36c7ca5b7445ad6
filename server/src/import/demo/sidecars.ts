import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import type { PosterStore } from '../../catalogue/poster-store.js';
import type { DiskConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { formatTitleId } from '../../library/imdb-ids.js';
import { type FoundSidecar, readSidecars } from '../sidecars.js';
import sidecarsJson from './sidecars.json' with { type: 'json' };

const demoSidecars = z.object({
  about: z.string(),
  films: z.array(
    z.object({
      imdb: z.number().int().positive(),
      folder: z.string().regex(/^[^/\\]+$/),
      originaltitle: z.string(),
      year: z.number().int(),
      tagline: z.string(),
      actors: z.array(z.tuple([z.string(), z.string()])).min(1),
      colors: z.tuple([
        z.string().regex(/^#[0-9a-f]{6}$/),
        z.string().regex(/^#[0-9a-f]{6}$/),
        z.string().regex(/^#[0-9a-f]{6}$/),
      ]),
    }),
  ),
});
type DemoSidecar = z.infer<typeof demoSidecars>['films'][number];

/** The demo's sidecar folders (sidecars.json, bundled with the server), checked. */
export function loadDemoSidecars(): DemoSidecar[] {
  return demoSidecars.parse(sidecarsJson).films;
}

const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The NFO a Kodi library would hold for the film, as Kodi writes it. */
export function demoNfo(film: DemoSidecar): string {
  const actors = film.actors.map(
    ([name, role], order) =>
      `  <actor>\n    <name>${xmlText(name)}</name>\n    <role>${xmlText(role)}</role>\n    <order>${order}</order>\n  </actor>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>',
    '<movie>',
    `  <originaltitle>${xmlText(film.originaltitle)}</originaltitle>`,
    `  <year>${film.year}</year>`,
    `  <tagline>${xmlText(film.tagline)}</tagline>`,
    `  <uniqueid type="imdb" default="true">${formatTitleId(film.imdb)}</uniqueid>`,
    ...actors,
    '</movie>',
    '',
  ].join('\n');
}

/** A picture drawn from the film's three colours: bands of light, a sun, its tagline. */
function drawing(film: DemoSidecar, width: number, height: number): Buffer {
  const [dark, light, mid] = film.colors;
  const sun = Math.round(Math.min(width, height) / 4);
  const bands = Array.from({ length: 7 }, (_, i) => {
    const y = Math.round(height * (0.45 + i * 0.08));
    return `<rect x="0" y="${y}" width="${width}" height="${Math.round(height * 0.03)}" fill="${mid}" opacity="${0.5 - i * 0.06}"/>`;
  });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="${Math.round(width * 0.68)}" cy="${Math.round(height * 0.32)}" r="${sun}" fill="${light}" opacity="0.85"/>` +
      bands.join('') +
      `<rect y="${Math.round(height * 0.82)}" width="100%" height="${Math.round(height * 0.18)}" fill="${dark}" opacity="0.8"/>` +
      '</svg>',
  );
}

/**
 * Writes the demo's sidecar folders on the first demo disk (an NFO, `poster.jpg`, `fanart.jpg`
 * each) and reads them as a scan would: the cards get their poster, backdrop and the cast's
 * characters through the same path as an owner's Kodi library.
 */
export async function seedDemoSidecars(
  db: Db,
  disks: DiskConfig[],
  posters: PosterStore,
  now: number,
): Promise<number> {
  const [disk] = disks;
  if (!disk) return 0;
  const found: FoundSidecar[] = [];
  for (const film of loadDemoSidecars()) {
    const dir = `Fichas de Kodi/${film.folder}`;
    const full = path.join(disk.root, dir);
    fs.mkdirSync(full, { recursive: true });
    const files: [string, Buffer][] = [
      ['movie.nfo', Buffer.from(demoNfo(film))],
      [
        'poster.jpg',
        await sharp(drawing(film, 600, 900))
          .jpeg({ quality: 80 })
          .toBuffer(),
      ],
      [
        'fanart.jpg',
        await sharp(drawing(film, 1920, 1080))
          .jpeg({ quality: 80 })
          .toBuffer(),
      ],
    ];
    for (const [name, body] of files) {
      fs.writeFileSync(path.join(full, name), body);
      found.push({ disk: disk.name, dir, name, size: body.length, root: disk.root });
    }
  }
  const summary = await readSidecars(db, found, [], { posters, now });
  return summary.films;
}
