import type { ErrorBody } from '@cineclub/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a service throws to answer a 4xx with a Spanish message the user may see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message };
}

/**
 * One error handler for the whole app: every 4xx and 5xx answers the contract's ErrorBody.
 * Details of a 5xx stay in the log; the client gets a generic Spanish message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
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
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'Error interno del servidor'));
    }
    return reply.code(status).send(errorBody(status, error.message));
  });
}
