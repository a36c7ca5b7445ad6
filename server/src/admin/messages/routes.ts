import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/serve-call.js';
import type { MessageService } from './service.js';

export async function messageRoutes(app: FastifyInstance, deps: { messages: MessageService }) {
  const { messages } = deps;
  serveCall(app, 'adminMessages', {}, async ({ query }) =>
    messages.messages({ ...query, pendientes: query.pendientes === 'true' }),
  );
  serveCall(app, 'adminMessageRead', {}, async ({ params }) => {
    await messages.markMessageRead(params.id);
  });
}
