import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.js';
import type { AuditService } from './service.js';

/** The audit journal's page, of every change or of one film's. */
export async function auditRoutes(app: FastifyInstance, deps: { audit: AuditService }) {
  serveCall(app, 'adminAudit', {}, async ({ query }) => deps.audit.page(query));
}
