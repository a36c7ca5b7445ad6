import { type Health, routes } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance, deps: { version: string }) {
  app.get(routes.health, async (): Promise<Health> => ({ status: 'ok', version: deps.version }));
}
