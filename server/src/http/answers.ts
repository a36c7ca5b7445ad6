import { errorBody } from '@cineclub/contract';
import { z } from 'zod';

/**
 * What routes declare as their answers (Fastify's `schema.response`), for the OpenAPI document
 * at /api/openapi.json and for the serializer, which checks a JSON answer against its schema
 * before it is sent. Every error is the one error shape.
 */
export const errors = { '4xx': errorBody, '5xx': errorBody };

/**
 * The answer of a call that answers nothing (204). Typed as undefined so that handlers may
 * `send()` without a body; its errors are left out for the same reason (Fastify's `send` wants
 * a payload when the answer could be an error body), the document's description says them.
 */
export const noContent = {
  204: z.null().describe('Sin contenido') as unknown as z.ZodType<undefined>,
};

/**
 * The answer of a call that sends bytes rather than JSON (posters, files, event streams): it
 * never goes through the serializer, so the schema only documents it. Its errors are JSON
 * all the same, in the error shape.
 */
export function bytes(description: string, ...types: string[]) {
  return {
    produces: types,
    response: { 200: z.any().meta({ type: 'string', format: 'binary', description }) },
  };
}
