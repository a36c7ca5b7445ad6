import { z } from 'zod';

/** Path segments written as 'true' / 'false' (the spec's boolean route params). */
export const boolSegment = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * A positive integer id taken from a path segment, written in plain decimal only: coercing
 * with Number() would also take '0x1', '1e0', ' 1' and '01', giving one record many URLs
 * (and every cache and log one more way to be fooled).
 */
export const idSegment = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'un número entero positivo')
  .transform(Number)
  .refine(Number.isSafeInteger, 'un número entero positivo');

export const health = z.object({ status: z.literal('ok'), version: z.string() });
export type Health = z.infer<typeof health>;
