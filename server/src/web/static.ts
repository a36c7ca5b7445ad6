import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors.js';
import {
  type BuildManifest,
  type FirstScreenHints,
  hintTags,
  noHints,
  pageScreenOf,
  screenModules,
  withHints,
} from './page-hints.js';

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so they are cached
 * for a year; everything else (index.html first) is revalidated on every visit. Any GET outside
 * /api and /admin (the calls' spaces) that matches no file answers index.html, so the client
 * router handles deep links. The web build writes .br and .gz copies of its text files, sent
 * as they are to clients that accept them (an uncompressed first visit was about 400 KB).
 * A page names its first screen's call, poster and chunk (`firstScreenHints`, page-hints.ts),
 * so it varies with the session: it is `private`, never kept by a shared cache.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDir: string,
  firstScreenHints: FirstScreenHints,
): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  // Read once, as the files beside it are listed once (wildcard: false): a new build is served
  // after a restart, whole.
  const html = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const { modules, missing } = fs.existsSync(manifestFile)
    ? screenModules(JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest)
    : { modules: {}, missing: [] };
  if (missing.length) app.log.warn({ missing }, 'pantallas sin su chunk en el manifiesto de Vite');
  const page = async (request: FastifyRequest) => {
    const pathname = pathnameOf(request.url);
    const screen = pathname === null ? null : pageScreenOf(pathname);
    const hints = screen
      ? await firstScreenHints(screen, request.user).catch((error: unknown) => {
          // A page without hints is only slower: never an error page for that.
          request.log.warn({ err: error }, 'sin pistas de la primera pantalla');
          return noHints;
        })
      : noHints;
    return withHints(html, hintTags(hints, (screen && modules[screen.kind]) || []));
  };
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
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|admin)\//.test(request.url);
    if (isPage && hasWeb) {
      return reply
        .header('Cache-Control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(await page(request));
    }
    return reply.code(404).send(errorBody(404, 'No existe'));
  });
}

/**
 * The path of a page's address as the browser's router reads it, or null when it has none.
 * Appended to an origin rather than resolved against one: resolved, `//host/x` would be read as
 * another host's address, and `//[` throws (it was a 500).
 */
function pathnameOf(url: string): string | null {
  try {
    return new URL(`http://page${url}`).pathname;
  } catch {
    return null;
  }
}
