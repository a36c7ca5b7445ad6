import { type Health, health, routes } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import { errors } from '../http/answers.js';

export async function healthRoutes(app: FastifyInstance, deps: { version: string }) {
  app.get(
    routes.health,
    { schema: { response: { 200: health, ...errors } } },
    async (): Promise<Health> => ({ status: 'ok', version: deps.version }),
  );
}
