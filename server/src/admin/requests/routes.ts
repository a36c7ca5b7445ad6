import type { FastifyInstance } from 'fastify';
import { userOf } from '../../accounts/guards.js';
import { serveCall } from '../../http/serve-call.js';
import type { RequestService } from './service.js';

/** The open requests, and the admin's answer to one. */
export async function requestRoutes(app: FastifyInstance, deps: { requests: RequestService }) {
  serveCall(app, 'openRequests', {}, async () => deps.requests.openRequests());
  serveCall(app, 'adminAnswerRequest', {}, async ({ params, body, request }) => {
    await deps.requests.answerRequest(userOf(request), params.id, body);
  });
}
