import type { Socket } from 'node:net';
import type { ErrorBody } from '@cineclub/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/connection.js';

/**
 * An error a service throws on purpose: its status and Spanish message are the answer, even a
 * 5xx the spec names (such as 'Error en el enlace'). `detail` goes to the log only.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message };
}

/** Spanish for the 4xx errors Fastify raises itself (body parsing), whose messages are English. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Falta el cuerpo JSON de la petición',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la petición no es JSON válido',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la petición es demasiado grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
};

function clientMessage(error: FastifyError, status: number): string {
  if (!error.code?.startsWith('FST_')) return error.message;
  return FASTIFY_MESSAGES[error.code] ?? `Petición no válida (${STATUS_NAMES[status] ?? status})`;
}

/**
 * One error handler for the whole app: every 4xx and 5xx answers the contract's ErrorBody.
 * An unexpected 5xx stays in the log and the client gets a generic Spanish message; a 5xx
 * thrown on purpose (HttpError) is logged as a warning and answered with its message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // zod's messages become the detail of a 400 ('Petición no válida (…)'): in Spanish, as the
  // rest of the answer. A setting of the zod module, the same for every app in the process.
  z.config(z.locales.es());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map(
          (issue) =>
            `${issue.instancePath.replace(/^\//, '') || error.validationContext}: ${issue.message}`,
        )
        .join('; ');
      return reply.code(400).send(errorBody(400, `Petición no válida (${detail})`));
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) {
        request.log.warn({ detail: error.detail }, error.message);
      }
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // The pool connects again on the next request; the client may retry in a moment.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody(503, 'La base de datos no responde; prueba de nuevo en unos segundos'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Error interno del servidor'));
    }
    return reply.code(status).send(errorBody(status, clientMessage(error, status)));
  });
}

/**
 * Fastify's clientErrorHandler: a request Node could not take (too slow to arrive, headers too
 * large, malformed) still gets the one error shape, in Spanish, before the socket closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'La petición tardó demasiado en llegar']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Las cabeceras de la petición son demasiado grandes']
        : [400, 'Petición mal formada'];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_NAMES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before any route runs (a path
 * that is not valid percent-encoding, a path parameter over `maxParamLength`), which bypass the
 * error handler and would otherwise answer Fastify's own English shape with a `code`.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = status === 414 ? 'Dirección demasiado larga' : 'Dirección no válida';
  return reply.code(status).send(errorBody(status, message));
}
