import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCompressible } from '../src/http/compress.js';
import { startTestServer } from './helpers.js';

describe('compressed answers', async () => {
  const { app } = await startTestServer();
  const news = '/api/lista/fecha/false/false/4?n=100';

  it('sends a list page in brotli or gzip to clients that accept it, the same JSON', async () => {
    const plain = await app.inject(news);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    for (const [accept, inflate] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ url: news, headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(inflate(response.rawPayload).toString()).toBe(plain.body);
      // Asked again (the list cache's page): the same bytes.
      const again = await app.inject({ url: news, headers: { 'accept-encoding': accept } });
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    }
  });

  it('leaves images, small answers and precompressed files as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/api/no-existe', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    const poster = await app.inject({ url: '/api/peli/poster/1', headers });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toMatch(/^image\//);
    expect(poster.headers['content-encoding'] ?? 'gzip').toBe('gzip');
  });

  it('is for JSON and text of 1 KB or more, never partial or event-stream answers', () => {
    expect(isCompressible(200, 'application/json; charset=utf-8', 2048)).toBe(true);
    expect(isCompressible(200, 'application/problem+json', 2048)).toBe(true);
    expect(isCompressible(200, 'text/html; charset=utf-8', 2048)).toBe(true);
    expect(isCompressible(200, 'application/json', 1000)).toBe(false);
    expect(isCompressible(206, 'text/plain', 2048)).toBe(false);
    expect(isCompressible(200, 'text/event-stream', 2048)).toBe(false);
    expect(isCompressible(200, 'image/svg+xml', 2048)).toBe(false);
    expect(isCompressible(200, 'application/octet-stream', 2048)).toBe(false);
  });
});
