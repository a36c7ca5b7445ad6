import {
  adminIdParams,
  auditQuery,
  fileCommentBody,
  filmUpdateBody,
  imdbJobBody,
  inlineEditBody,
  LIST_MAX_BYTES,
  listJobParams,
  messagesQuery,
  noticeBody,
  POSTER_MAX_BYTES,
  requestAnswerBody,
  routes,
  scanJobBody,
  TORRENT_MAX_BYTES,
  userPermParams,
  usersQuery,
} from '@cineclub/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePerm, userOf } from '../accounts/guards.js';
import type { CommunityService } from '../community/service.js';
import type { CatalogueJobs } from './catalogue-jobs.js';
import type { CatalogueTasks } from './catalogue-tasks.js';
import { acceptRawBodies, rawBody } from './raw-body.js';
import { type AdminService, POSTER_TOO_LARGE } from './service.js';

const requireAdmin = requirePerm('admo');

/** Uploads (raw bodies) and their size limits, by route. */
const UPLOAD_LIMITS: Record<string, { bytes: number; tooLarge: string }> = {
  [routes.adminPoster]: { bytes: POSTER_MAX_BYTES, tooLarge: POSTER_TOO_LARGE },
  [routes.adminTorrent]: {
    bytes: TORRENT_MAX_BYTES,
    tooLarge: `Un .torrent no pasa de ${TORRENT_MAX_BYTES / 1024 / 1024} MB`,
  },
  [routes.adminListJob]: {
    bytes: LIST_MAX_BYTES,
    tooLarge: `Una lista no pasa de ${LIST_MAX_BYTES / 1024 / 1024} MB`,
  },
};

/**
 * The admin calls (SPEC §2 /admo, §7 upficha; docs/architecture.md "Admin"). Every route here
 * needs admo; the check runs on request, before any upload is read.
 */
export async function adminRoutes(
  app: FastifyInstance,
  deps: {
    admin: AdminService;
    community: CommunityService;
    tasks: CatalogueTasks;
    jobs: CatalogueJobs;
  },
) {
  const { admin, community, tasks, jobs } = deps;
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });
  app.addHook('onClose', async () => jobs.stop());
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Film card
  api.put(
    routes.adminInlineEdit,
    { schema: { params: adminIdParams, body: inlineEditBody } },
    async (request, reply) => {
      await admin.inlineEdit(userOf(request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );
  api.put(
    routes.adminFilm,
    { schema: { params: adminIdParams, body: filmUpdateBody } },
    async (request) => admin.updateFilm(userOf(request), request.params.id, request.body),
  );
  api.put(
    routes.adminFileComment,
    { schema: { params: adminIdParams, body: fileCommentBody } },
    async (request, reply) => {
      await admin.setFileComment(userOf(request), request.params.id, request.body.comen);
      return reply.code(204).send();
    },
  );
  api.get(routes.adminAudit, { schema: { querystring: auditQuery } }, async (request) =>
    admin.audit(request.query),
  );

  // Uploads: raw bodies of any type, checked by their bytes.
  await app.register(async (uploads) => {
    acceptRawBodies(uploads, (url) => UPLOAD_LIMITS[url] ?? { bytes: 0, tooLarge: '' });
    const raw = uploads.withTypeProvider<ZodTypeProvider>();
    raw.put(routes.adminPoster, { schema: { params: adminIdParams } }, async (request) =>
      admin.uploadPoster(userOf(request), request.params.id, rawBody(request)),
    );
    raw.post(routes.adminTorrent, { schema: { params: adminIdParams } }, async (request, reply) => {
      const torrent = await admin.uploadTorrent(
        userOf(request),
        request.params.id,
        rawBody(request),
      );
      return reply.code(201).send(torrent);
    });
    raw.post(routes.adminListJob, { schema: { params: listJobParams } }, async (request, reply) => {
      const job = await tasks.importList(userOf(request), request.params.code, rawBody(request));
      return reply.code(202).send(job);
    });
  });

  // Users
  api.get(routes.adminUsers, { schema: { querystring: usersQuery } }, async (request) =>
    admin.users(request.query),
  );
  api.put(routes.adminUserPerm, { schema: { params: userPermParams } }, async (request) =>
    admin.grant(userOf(request), request.params.id, request.params.perm),
  );
  api.delete(routes.adminUserPerm, { schema: { params: userPermParams } }, async (request) =>
    admin.revoke(userOf(request), request.params.id, request.params.perm),
  );
  api.delete(
    routes.adminUserSessions,
    { schema: { params: adminIdParams } },
    async (request, reply) => {
      await admin.endSessions(userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
  api.delete(routes.adminUser, { schema: { params: adminIdParams } }, async (request, reply) => {
    await admin.deleteUser(userOf(request), request.params.id);
    return reply.code(204).send();
  });

  // Notices
  api.get(routes.adminNotices, async () => admin.notices());
  api.post(routes.adminNotices, { schema: { body: noticeBody } }, async (request, reply) =>
    reply.code(201).send(await admin.postNotice(userOf(request), request.body.que)),
  );
  api.delete(routes.adminNotice, { schema: { params: adminIdParams } }, async (request, reply) => {
    await admin.deleteNotice(userOf(request), request.params.id);
    return reply.code(204).send();
  });

  // Requests: who asked for what, and when; and the admin's answer
  api.get(routes.openRequests, async () => community.openRequests());
  api.put(
    routes.adminRequest,
    { schema: { params: adminIdParams, body: requestAnswerBody } },
    async (request, reply) => {
      await admin.answerRequest(userOf(request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  // Contact messages
  api.get(routes.adminMessages, { schema: { querystring: messagesQuery } }, async (request) =>
    admin.messages({ ...request.query, pendientes: request.query.pendientes === 'true' }),
  );
  api.put(
    routes.adminMessageRead,
    { schema: { params: adminIdParams } },
    async (request, reply) => {
      await admin.markMessageRead(request.params.id);
      return reply.code(204).send();
    },
  );

  // Catalogue jobs
  api.get(routes.adminJobs, async () => jobs.state());
  api.post(routes.adminImdbJob, { schema: { body: imdbJobBody } }, async (request, reply) =>
    reply.code(202).send(await tasks.importImdb(userOf(request), request.body)),
  );
  api.post(routes.adminScanJob, { schema: { body: scanJobBody } }, async (request, reply) =>
    reply.code(202).send(await tasks.scan(userOf(request), request.body)),
  );
}
