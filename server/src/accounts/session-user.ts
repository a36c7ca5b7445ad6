import type { Perm } from '@cineclub/contract';

/** Who is asking: set on every request from the session cookie, `null` when signed out. */
export interface SessionUser {
  id: number;
  email: string;
  perms: Perm[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}
