import { z } from 'zod';

/** The one JSON shape of every 4xx and 5xx answer. `message` is Spanish and safe to show. */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;
