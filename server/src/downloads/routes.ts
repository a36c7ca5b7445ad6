import { downloadAuthQuery, downloadParams, routes, torrentParams } from '@cineclub/contract';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePerm, userOf } from '../accounts/guards.js';
import type { SessionUser } from '../accounts/session-user.js';
import type { Limits } from '../config.js';
import { bytes } from '../http/answers.js';
import { HttpError } from '../http/errors.js';
import { serveCall } from '../http/serve-call.js';
import type { EventStreams } from './event-stream.js';
import { sendStagedFile } from './send-file.js';
import type { Asker, DownloadService } from './service.js';
import { createStreamLimits, type StreamBound } from './stream-limits.js';
import type { Transfers } from './transfers.js';

const requireDownloader = requirePerm('bajed2');

/** Fastify sends a returned string as plain text; the contract's answers are JSON strings. */
function jsonString(reply: FastifyReply, value: string) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

function askerOf(request: { user: SessionUser | null; query: { auth?: string } }): Asker {
  return { user: request.user, auth: request.query.auth };
}

const TOO_MANY_STREAMS = 'Demasiados seguimientos de descargas abiertos; cierra alguno';
const TOO_MANY_TRANSFERS = 'Demasiadas descargas abiertas a la vez; prueba dentro de un rato';

/**
 * Seconds a refused transfer is told to wait (`Retry-After`): download managers retry by
 * themselves, and a transfer rarely ends sooner.
 */
const TRANSFER_RETRY_AFTER_S = 30;

type JobOwner = { user_id: number | null; share_id: number | null };

/** The key a job counts under as its owner: the user who made it, or its share link. */
const ownerKey = (job: JobOwner) =>
  job.user_id !== null ? `user:${job.user_id}` : `share:${job.share_id}`;

/**
 * What an open monitor stream counts under: the server, its job, the job's owner (a user or a
 * share link) and who asks (their user, or without a session their address).
 */
function streamBounds(
  limits: Limits,
  job: JobOwner & { id: number },
  request: { user: SessionUser | null; ip: string },
): StreamBound[] {
  const asker = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
  return [
    { key: 'all', max: limits.monitMax },
    { key: `job:${job.id}`, max: limits.monitPerJob },
    { key: ownerKey(job), max: limits.monitPerUser },
    { key: asker, max: limits.monitPerUser },
  ];
}

/**
 * What an open file transfer counts under: the server, the job's owner (a user, or a share
 * link, whose bound is its own) and the client's address, signed in or not (a download manager
 * opens up to 16 connections to one file: the defaults leave room for that).
 */
function transferBounds(limits: Limits, job: JobOwner, ip: string): StreamBound[] {
  const perOwner = job.user_id !== null ? limits.transferPerUser : limits.transferPerLink;
  return [
    { key: 'all', max: limits.transferMax },
    { key: ownerKey(job), max: perOwner },
    { key: `ip:${ip}`, max: limits.transferPerAddress },
  ];
}

export async function downloadRoutes(
  app: FastifyInstance,
  deps: {
    downloads: DownloadService;
    streams: EventStreams;
    transfers: Transfers;
    accelRedirect: string | null;
    limits: Limits;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { downloads, streams, transfers, limits } = deps;
  const openStreams = createStreamLimits();

  serveCall(
    app,
    'downloadInit',
    {
      // A share token stands in for the permission; the service checks it.
      preHandler: async (request, reply) => {
        const { auth } = request.query as { auth?: string };
        if (auth === undefined) await requireDownloader.call(app, request, reply);
      },
    },
    async ({ params, query, request }) =>
      downloads.init({ user: request.user, auth: query.auth }, params.fileId),
  );

  serveCall(app, 'downloadCommand', {}, async ({ params, query, request }) => {
    await downloads.command({ user: request.user, auth: query.auth }, params.id, params.op);
  });

  api.get(
    routes.downloadMonitor,
    {
      schema: {
        params: downloadParams,
        querystring: downloadAuthQuery,
        ...bytes('Eventos de la copia (progress, ready, fail)', 'text/event-stream'),
      },
      // A HEAD would hold a connection open with nothing to say.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const job = await downloads.monitored(askerOf(request), request.params.id);
      const release = openStreams.acquire(streamBounds(limits, job, request));
      if (!release) throw new HttpError(429, TOO_MANY_STREAMS);
      // Written straight to the response (no stream object in between, no further hooks):
      // thousands of these stay open at once.
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
      });
      let stop = () => {};
      const events = streams.open(response, () => {
        release();
        stop();
      });
      try {
        stop = await downloads.watch(
          job,
          (event) => events.send(event.event, event.data),
          () => events.end(),
        );
        if (response.closed) stop();
      } catch (error) {
        request.log.error({ err: error }, 'download: monitor failed');
        response.destroy();
      }
    },
  );

  // HEAD is a route of its own: Fastify's generated HEAD would answer the empty body's
  // Content-Length (0), and download managers size the file with HEAD.
  api.route({
    method: ['GET', 'HEAD'],
    url: routes.downloadFile,
    schema: {
      params: downloadParams,
      querystring: downloadAuthQuery,
      ...bytes('El fichero, entero o el rango pedido', 'application/octet-stream'),
    },
    handler: async (request, reply) => {
      const { job, file } = await downloads.staged(askerOf(request), request.params.id);
      if (deps.accelRedirect) {
        // nginx serves the file from its internal location (Range, ETag and all).
        return reply
          .header('x-accel-redirect', `${deps.accelRedirect}${file.fileId}`)
          .header('content-disposition', contentDisposition(file.name))
          .type('application/octet-stream')
          .send();
      }
      // A HEAD answers at once; a GET's body may take hours, and holds a socket and a file.
      const counted =
        request.method === 'HEAD' ||
        transfers.open(transferBounds(limits, job, request.ip), reply.raw, job.id);
      if (!counted) {
        reply.header('retry-after', String(TRANSFER_RETRY_AFTER_S));
        throw new HttpError(429, TOO_MANY_TRANSFERS);
      }
      return sendStagedFile(request, reply, file, downloads.serve(file.fileId));
    },
  });

  serveCall(
    app,
    'shareLink',
    {
      preHandler: requireDownloader,
      // A HEAD would make or extend the link as the GET does: a check of the address (a
      // link preview, a crawler carrying the member's cookie) must leave nothing behind.
      exposeHeadRoute: false,
      // Idempotent per user and file (see the service), and bounded per user all the same.
      config: {
        rateLimit: {
          max: limits.shareRateLimit,
          timeWindow: 60_000,
          keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: () =>
            new HttpError(429, 'Demasiados enlaces seguidos; espera un minuto'),
        },
      },
    },
    async ({ params, request, reply }) =>
      jsonString(reply, await downloads.share(userOf(request), params.fileId)),
  );

  // Read-only and open to anyone holding a token, like init with `?auth=`.
  serveCall(app, 'sharedFile', {}, async ({ query }) => downloads.sharedFile(query.auth));

  serveCall(app, 'torrentUrl', { preHandler: requireDownloader }, async ({ params, reply }) =>
    jsonString(reply, await downloads.torrentUrl(params.code)),
  );

  api.get(
    routes.torrentFile,
    {
      schema: {
        params: torrentParams,
        ...bytes('El fichero .torrent', 'application/x-bittorrent'),
      },
      preHandler: requireDownloader,
    },
    async (request, reply) => {
      const torrent = await downloads.torrentFile(request.params.code);
      return reply
        .type('application/x-bittorrent')
        .header('content-disposition', contentDisposition(torrent.name))
        .send(torrent.body);
    },
  );
}
