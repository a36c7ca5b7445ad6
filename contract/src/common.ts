import { z } from 'zod';
import { ID_MAX, ID_MESSAGE, ID_TEXT } from './rules';

/** Path segments written as 'true' / 'false' (the spec's boolean route params). */
export const boolSegment = z.enum(['true', 'false']).transform((value) => value === 'true');

/** An id taken from a path segment or a query value (see ID_MAX and ID_TEXT). */
export const idSegment = z
  .string()
  .regex(ID_TEXT, ID_MESSAGE)
  .transform(Number)
  .refine((id) => id <= ID_MAX, ID_MESSAGE);

/** An id in a JSON body (see ID_MAX), refused with `message`. */
export function idNumber(message = ID_MESSAGE) {
  return z.number().int(message).min(1, message).max(ID_MAX, message);
}

/** An id in a JSON body (see ID_MAX). */
export const recordId = idNumber();

/**
 * The control characters no text the API takes may hold: C0 (tab, line feed and carriage
 * return aside: they are how text is laid out), DEL and C1. PostgreSQL cannot store NUL at all,
 * and the others are nothing a person types: they only hide or garble what a text shows.
 */
const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const NO_CONTROL = new RegExp(`^[^${CONTROL}]*$`);
const ANY_CONTROL = new RegExp(`[${CONTROL}]`, 'g');

/** Whether a text is free of the control characters the API refuses. */
export function hasNoControl(text: string): boolean {
  return NO_CONTROL.test(text);
}

/** The text without the control characters the API refuses (for texts others give us). */
export function withoutControl(text: string): string {
  return text.replace(ANY_CONTROL, '');
}

/**
 * A text field of a request (body, query or path): any string without control characters
 * (400 'Petición no válida (campo: el texto lleva caracteres de control)'). Every string the
 * contract takes starts here; `server/test/bad-input.test.ts` checks that no route's schema
 * lets a NUL through.
 */
export function text() {
  return z.string().regex(NO_CONTROL, 'el texto lleva caracteres de control');
}

export const health = z.object({ status: z.literal('ok'), version: z.string() });
export type Health = z.infer<typeof health>;
