import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './service.js';

export const SESSION_COOKIE = 'cineclub_sesion';

/** The browser's session token, if it sent one. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * httpOnly keeps the token from scripts; SameSite=Lax keeps it off cross-site POSTs; Secure
 * whenever the site is reached over HTTPS (directly or behind a proxy that says so).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: session.maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}
