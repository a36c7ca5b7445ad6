import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../accounts/guards.js';
import { serveCall } from '../../http/serve-call.js';
import type { FeedService } from './service.js';

/** The club's activity feed: signed-in members only (the club's own business). */
export async function feedRoutes(app: FastifyInstance, deps: { feed: FeedService }) {
  serveCall(app, 'clubFeed', { preHandler: requireUser }, async ({ query }) =>
    deps.feed.page(query),
  );
}
