import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/guards.js';
import { serveCall } from '../http/serve-call.js';
import type { ClubService } from './club-service.js';

/** The club area of a film's card (issue 32): signed-in members only, as others' names are. */
export async function clubRoutes(app: FastifyInstance, deps: { club: ClubService }) {
  const { club } = deps;
  serveCall(app, 'filmClub', { preHandler: requireUser }, async ({ params }) =>
    club.filmClub(params.id),
  );
  serveCall(app, 'memberOnFilm', { preHandler: requireUser }, async ({ params }) =>
    club.memberOnFilm(params.id, params.socio),
  );
}
