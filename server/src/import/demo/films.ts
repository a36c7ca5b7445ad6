import fs from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { type DemoFilm, demoFilmSchema } from './types.js';

/**
 * The demo's films are data shipped beside the server, not code: read from the package at run
 * time (the same path from the sources and from the built `dist/main.js`), and only in demo
 * mode, so a production bundle carries none of them.
 */
export function demoFilmsFile(): string {
  return createRequire(import.meta.url).resolve('@cineclub/server/demo-data/films.json');
}

/** The hand-written films, checked against their schema; a bad file names each bad entry. */
export function loadDemoFilms(file = demoFilmsFile()): DemoFilm[] {
  const parsed = z.array(demoFilmSchema).safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} no es válido:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
