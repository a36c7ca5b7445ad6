import type { FastifyInstance } from 'fastify';
import { userOf } from '../../accounts/guards.js';
import { serveCall } from '../../http/serve-call.js';
import type { NoticeService } from './service.js';

export async function noticeRoutes(app: FastifyInstance, deps: { notices: NoticeService }) {
  const { notices } = deps;
  serveCall(app, 'adminNotices', {}, async () => notices.notices());
  serveCall(app, 'adminPostNotice', {}, async ({ body, request }) =>
    notices.postNotice(userOf(request), body.que),
  );
  serveCall(app, 'adminDeleteNotice', {}, async ({ params, request }) => {
    await notices.deleteNotice(userOf(request), params.id);
  });
}
