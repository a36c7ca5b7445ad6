import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of the SameSite=Lax cookie: a state-changing call whose Origin (or, when a
 * browser leaves Origin out, Referer) names another site is refused. Browsers send Origin on
 * every cross-site POST, PUT and DELETE, so a missing one means a non-browser client (a script,
 * a download manager), which cannot ride a victim's cookie and is let through.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const source = sourceOrigin(request);
    if (source === undefined) return;
    if (source !== siteOrigin(request)) {
      throw new HttpError(403, 'Petición rechazada: viene de otro sitio');
    }
  });
}

/** This site as the browser sees it (X-Forwarded-Proto/Host honoured when TRUST_PROXY is set). */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

function sourceOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  // 'null' is what sandboxed frames and some redirects send: never this site.
  if (origin !== undefined) return origin.toLowerCase();
  if (!referer) return undefined;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return 'null';
  }
}
