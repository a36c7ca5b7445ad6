import type { z } from 'zod';

/** The HTTP methods calls use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a call is asked: method and path in Fastify's `:param` syntax. Kept apart from the
 * schemas (`table.ts`), so that the web's `call` carries no zod.
 */
export interface CallRoute {
  method: Method;
  path: string;
}

/**
 * What a call takes and answers: the schemas of its path params, query and JSON body, and the
 * JSON it answers (with a 200, or the `status` it names). A call that answers bytes (a file to
 * download) says `answer: 'bytes'`, one that answers nothing (a 204) says `answer: 'none'`, and
 * a call that takes bytes rather than JSON (an uploaded file) says `body: 'bytes'`.
 */
export interface CallSpec {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'bytes';
  answer: z.ZodType | 'bytes' | 'none';
  /** The status of a JSON answer other than 200: 201 (a record made), 202 (a job started). */
  status?: 201 | 202;
  /** A call that may also answer 204, nothing (the session call when signed out). */
  maybeNone?: true;
}

/** Checks an area's calls against CallSpec while keeping their exact types. */
export const defineCalls = <T extends Record<string, CallSpec>>(calls: T): T => calls;
