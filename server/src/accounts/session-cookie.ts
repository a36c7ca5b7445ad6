import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './service.js';

export const SESSION_COOKIE = 'cineclub_sesion';
/**
 * The name over HTTPS. Browsers take a `__Host-` cookie only when Secure, for path / and
 * without Domain, so a neighbouring subdomain or a plain-HTTP page cannot plant one (session
 * fixation). Plain HTTP, usual on a home network, cannot have Secure and keeps the plain name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * One name per scheme: over HTTPS a plain-named cookie is ignored, since anyone may set it.
 * The sign-in through OpenID Connect names its own cookie the same way.
 */
export function cookieName(request: FastifyRequest, name = SESSION_COOKIE): string {
  return request.protocol === 'https' ? `__Host-${name}` : name;
}

/** The browser's session token, if it sent one. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(request)] || undefined;
}

/**
 * httpOnly keeps the token from scripts; SameSite=Lax keeps it off cross-site POSTs; Secure
 * (and the __Host- name) whenever the site is reached over HTTPS, directly or behind a proxy
 * that says so.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
): void {
  reply.setCookie(cookieName(request), session.token, {
    ...cookieOptions(request),
    maxAge: session.maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), cookieOptions(request));
}

export function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  } as const;
}
