import { auditPage, auditQuery, routes } from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../http/answers.js';
import type { AuditService } from './service.js';

/** The audit journal's page, of every change or of one film's. */
export async function auditRoutes(app: FastifyInstance, deps: { audit: AuditService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    routes.adminAudit,
    { schema: { querystring: auditQuery, response: { 200: auditPage, ...errors } } },
    async (request) => deps.audit.page(request.query),
  );
}
