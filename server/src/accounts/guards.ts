import type { Perm } from '@cineclub/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { SessionUser } from './session-user.js';

export const SIGNED_OUT_MESSAGE = 'Tienes que iniciar sesión';
export const FORBIDDEN_MESSAGE = 'No tiene permiso';

/** The signed-in user, or a 401 for an anonymous request. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, SIGNED_OUT_MESSAGE);
  return request.user;
}

/** preHandler: the route needs a signed-in user (401 otherwise). */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  userOf(request);
};

/**
 * preHandler factory, one guard per permission: 401 when signed out, 403 'No tiene permiso' when
 * the user lacks `perm`. Routes use these rather than checking permissions in handlers, so the
 * permission matrix test covers every rule.
 */
export function requirePerm(perm: Perm): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!userOf(request).perms.includes(perm)) throw new HttpError(403, FORBIDDEN_MESSAGE);
  };
}
