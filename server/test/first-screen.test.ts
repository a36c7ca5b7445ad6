import fs from 'node:fs';
import path from 'node:path';
import type { FilmPage } from '@cineclub/contract';
import { describe, expect, it, vi } from 'vitest';
import { engineOf } from '../src/db/connection.js';
import { demoSession } from './accounts-helpers.js';
import { startTestServer, tempDir } from './helpers.js';

/** The preload tags of a page, as [href, as]. */
function preloads(html: string): [string, string][] {
  return [...html.matchAll(/<link rel="preload" href="([^"]*)" as="(\w+)"/g)].map((match) => [
    (match[1] ?? '').replaceAll('&amp;', '&'),
    match[2] ?? '',
  ]);
}

/** The calls of the app's frame on every first load (first-screen.ts, appCalls). */
const signedOutCalls: [string, string][] = [
  ['/api/usuario/logeado', 'fetch'],
  ['/api/aviso/get', 'fetch'],
  ['/api/usuario/acceso', 'fetch'],
];

describe('the page names its first screen’s calls and poster', async () => {
  const webDir = tempDir();
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Cineclub</title>' +
      '<script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  const { app, db } = await startTestServer({ WEB_DIR: webDir });
  const firstPoster = async (call: string, cookie?: string) => {
    const page = (await app.inject({ url: call, headers: cookie ? { cookie } : {} })).json();
    const first = (page as FilmPage).pelis[0];
    return `/api/peli/poster/${first?.id}?v=${first?.poster}`;
  };

  it('on the news: the visitor’s list call, the frame’s calls, the first poster; a private page', async () => {
    const response = await app.inject('/novedades');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const call = '/api/lista/fecha/false/false/4?desde=0&n=100';
    expect(preloads(response.body)).toEqual([
      [call, 'fetch'],
      ...signedOutCalls,
      [await firstPoster(call), 'image'],
    ]);
  });

  it('for a bajed2 user, the downloadable list that user’s app asks for', async () => {
    const cookie = await demoSession(app, 'socio@demo.local');
    const response = await app.inject({ url: '/novedades', headers: { cookie } });
    const call = '/api/lista/fecha/true/false/4?desde=0&n=100';
    expect(preloads(response.body)).toEqual([
      [call, 'fetch'],
      ['/api/usuario/logeado', 'fetch'],
      ['/api/aviso/get', 'fetch'],
      ['/api/usuario/marcas', 'fetch'],
      [await firstPoster(call, cookie), 'image'],
    ]);
  });

  it('on a film card and a search; nothing for a film that does not exist', async () => {
    const search = '/api/lista/busq/false/false/0/1111111/all/amelie?desde=0&n=100';
    const poster = await firstPoster(search);
    const id = /poster\/(\d+)/.exec(poster)?.[1];
    expect(preloads((await app.inject('/all/amelie')).body)).toEqual([
      [search, 'fetch'],
      ...signedOutCalls,
      [poster, 'image'],
    ]);
    expect(preloads((await app.inject(`/peli/${id}/Amelie`)).body)).toEqual([
      [`/api/info/ficha/${id}/true`, 'fetch'],
      ['/api/info/generos', 'fetch'],
      ...signedOutCalls,
      [poster, 'image'],
    ]);
    expect(preloads((await app.inject('/peli/99999999/x')).body)).toEqual([]);
    expect(preloads((await app.inject('/contact')).body)).toEqual([]);
  });

  it('runs a search once for its page and the call the page preloads, again after a change', async () => {
    const searches = vi.spyOn(engineOf(db).search, 'filmSearch');
    try {
      const page = await app.inject('/all/amelie%20poulain');
      const call = preloads(page.body)[0]?.[0] ?? '';
      expect(searches).toHaveBeenCalledTimes(1);
      const first = await app.inject(call);
      expect(first.statusCode).toBe(200);
      expect(searches).toHaveBeenCalledTimes(1);
      await db.updateTable('film').set({ votos: 12_345 }).where('id', '=', 1).execute();
      const again = await app.inject(call);
      expect(searches).toHaveBeenCalledTimes(2);
      expect(again.json()).toEqual(first.json());
    } finally {
      searches.mockRestore();
    }
  });
});
