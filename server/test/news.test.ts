import { gunzipSync } from 'node:zlib';
import type { FilmPage } from '@cineclub/contract';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './helpers.js';

describe('GET /api/lista/fecha/{onlyDownloadable}/{fullCards}/{weeks}', async () => {
  const { app } = await startTestServer();
  const get = async (url: string) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    return response.json() as FilmPage;
  };

  it('lists downloadable films newest first in compact cards', async () => {
    const response = await app.inject('/api/lista/fecha/true/false/4');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = await get('/api/lista/fecha/true/false/4');
    expect(page.pelis.length).toBeGreaterThan(10);
    expect(page.pelis.every((film) => film.numed2 > 0)).toBe(true);
    const first = page.pelis[0];
    expect(first).toMatchObject({ id: expect.any(Number), nom: expect.any(String), poster: 0 });
    expect(first?.pers.d.length).toBeGreaterThan(0);
    expect(Object.keys(first?.gens ?? {}).length).toBeGreaterThan(0);
  });

  it('widens with more weeks and includes films without files when asked', async () => {
    const fourWeeks = await get('/api/lista/fecha/true/false/4');
    const year = await get('/api/lista/fecha/true/false/52');
    expect(year.total).toBeGreaterThan(fourWeeks.total);
    const everything = await get('/api/lista/fecha/false/false/520');
    // The demo's whole catalogue (some 400 films) came in within ten years.
    expect(everything.total).toBeGreaterThan(400);
    expect(everything.pelis.some((film) => film.numed2 === 0)).toBe(true);
  });

  it('pages without overlap', async () => {
    const first = await get('/api/lista/fecha/false/false/520?n=50');
    expect(first.pelis).toHaveLength(50);
    expect(first.sig).toBe(50);
    const second = await get(`/api/lista/fecha/false/false/520?n=50&desde=${first.sig}`);
    const firstIds = new Set(first.pelis.map((film) => film.id));
    expect(second.pelis.some((film) => firstIds.has(film.id))).toBe(false);
    const last = await get(`/api/lista/fecha/false/false/520?n=50&desde=${first.total - 10}`);
    expect(last.pelis).toHaveLength(10);
    expect(last.sig).toBeNull();
  });

  it('refuses bad params with 400', async () => {
    for (const url of [
      '/api/lista/fecha/true/false/0',
      '/api/lista/fecha/true/false/abc',
      '/api/lista/fecha/true/false/4?n=100000',
      '/api/lista/fecha/true/false/4?desde=-1',
    ]) {
      expect((await app.inject(url)).statusCode).toBe(400);
    }
  });

  it('serves a generated poster with ETag', async () => {
    const page = await get('/api/lista/fecha/true/false/4');
    const film = page.pelis[0];
    const poster = await app.inject(`/api/peli/poster/${film?.id}`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(poster.body).toContain('<svg');
    const etag = String(poster.headers.etag);
    const again = await app.inject({
      url: `/api/peli/poster/${film?.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject('/api/peli/poster/99999999')).statusCode).toBe(404);
  });

  it('sends a generated poster gzipped to clients that take gzip', async () => {
    const page = await get('/api/lista/fecha/true/false/4');
    const url = `/api/peli/poster/${page.pelis[0]?.id}`;
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip;q=0.8' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});
