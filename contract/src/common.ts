import { z } from 'zod';

/** Path segments written as 'true' / 'false' (the spec's boolean route params). */
export const boolSegment = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A positive integer id taken from a path segment. */
export const idSegment = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const health = z.object({ status: z.literal('ok'), version: z.string() });
export type Health = z.infer<typeof health>;
