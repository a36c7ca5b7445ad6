import {
  type CallAnswer,
  type CallName,
  type CallRequest,
  type CallSpec,
  calls,
  callTable,
} from '@cineclub/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { bytes, errors, noContent } from './answers.js';

/** What a call's handler is handed: the parsed input, and the request and reply themselves. */
export type CallContext<N extends CallName> = CallRequest<N> & {
  request: FastifyRequest;
  reply: FastifyReply;
};

export interface ServeOptions {
  /** Guards (`requireUser`, `requirePerm`...), run before the body is parsed. */
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** The largest body the call takes, in bytes (Fastify's default: 1 MiB). */
  bodyLimit?: number;
  /**
   * A GET whose handler answers HEAD itself (`request.method`), with the GET's headers and no
   * body. Fastify's own HEAD runs the GET handler and throws its body away, and says
   * Content-Length 0 for a body sent as nothing: wrong, and as costly as the GET.
   */
  ownHead?: boolean;
  /** False for a GET that changes state: a HEAD (a link checker's) must not run it. */
  exposeHeadRoute?: boolean;
  /** The route's config: its rate limit (`@fastify/rate-limit`'s `rateLimit`). */
  config?: FastifyContextConfig;
}

/**
 * Serves one call of the typed map (`calls` in the contract) with its schemas: Fastify checks
 * the params, query and body against them (a 400 in the error shape otherwise) and the JSON
 * answer against `answer`, and the OpenAPI document lists it. A bytes answer is sent by the
 * handler through `reply` and returns the reply.
 */
export function serveCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  options: ServeOptions,
  handler: (context: CallContext<N>) => Promise<CallAnswer<N> | FastifyReply>,
): void {
  const spec: CallSpec = calls[name];
  const { method, path } = callTable[name];
  const answer = answerSchema(name, spec);
  app.route({
    method: options.ownHead ? [method, 'HEAD'] : method,
    url: path,
    bodyLimit: options.bodyLimit,
    config: options.config,
    ...(options.exposeHeadRoute === false && { exposeHeadRoute: false }),
    preHandler: options.preHandler,
    // Only the parts the call has: Fastify warns of a key present but undefined.
    schema: {
      ...(spec.params && { params: spec.params }),
      ...(spec.query && { querystring: spec.query }),
      ...(spec.body && spec.body !== 'bytes' && { body: spec.body }),
      ...answer,
    },
    handler: async (request, reply) => {
      const answered = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as CallContext<N>);
      if (answered === reply) return reply;
      if (spec.answer === 'none' || (spec.maybeNone && answered === undefined)) {
        return reply.code(204).send();
      }
      return spec.status ? reply.code(spec.status).send(answered) : answered;
    },
  });
}

/** The answers a call declares: its JSON at its status, nothing (204), or bytes. */
function answerSchema(name: string, spec: CallSpec) {
  if (spec.answer === 'bytes') return bytes(`La respuesta de ${name}`, 'application/octet-stream');
  if (spec.answer === 'none') return { response: noContent };
  return {
    response: {
      [spec.status ?? 200]: spec.answer,
      ...(spec.maybeNone && noContent),
      ...errors,
    },
  };
}
