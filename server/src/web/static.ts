import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/errors.js';

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so they are cached
 * for a year; everything else (index.html first) is revalidated on every visit. Any GET outside
 * /api and /admin (the calls' spaces) that matches no file answers index.html, so the client
 * router handles deep links. The web build writes .br and .gz copies of its text files, sent
 * as they are to clients that accept them (an uncompressed first visit was about 400 KB).
 */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWeb = fs.existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache headers come from setHeaders alone.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|admin)\//.test(request.url);
    if (isPage && hasWeb) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(404, 'No existe'));
  });
}
