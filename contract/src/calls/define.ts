import type { z } from 'zod';

/** The HTTP methods calls use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: how it is asked (method, path in Fastify's `:param` syntax, the schemas
 * of its path params, query and JSON body) and what it answers. `answer` is the JSON of a 200;
 * a call that answers bytes (a file to download) says `answer: 'bytes'`, and a call that takes
 * bytes rather than JSON (an uploaded file) says `body: 'bytes'`.
 */
export interface CallSpec {
  method: Method;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'bytes';
  answer: z.ZodType | 'bytes';
}

/** Checks an area's calls against CallSpec while keeping their exact types. */
export const defineCalls = <T extends Record<string, CallSpec>>(calls: T): T => calls;
