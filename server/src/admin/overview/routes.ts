import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.js';
import type { OverviewService } from './service.js';

export async function overviewRoutes(app: FastifyInstance, deps: { overview: OverviewService }) {
  serveCall(app, 'adminOverview', {}, async () => deps.overview.overview());
}
