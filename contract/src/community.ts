import { z } from 'zod';
import { filmComment } from './catalogue';
import { idSegment, recordId, text } from './common';
import { COMMENT_MAX_CHARS, CONTACT_MAX_CHARS, isValidScore } from './rules';

/** POST /api/peli/verla/{id}/{si|no}: set or clear the want flag. */
export const wantParams = z.object({ id: idSegment, si: z.enum(['si', 'no']) });

/** A score: 0..10, or -1 for a bare seen mark without a score. */
export const commentScore = z
  .number()
  .refine(isValidScore, 'La nota es un número entero de 0 a 10');

/**
 * POST /api/peli/comenta/{id}: creates a comment, or edits the user's own comment `id`.
 * A seen mark is a comment with `vista` set; `voto` -1 marks only the seen mark.
 */
export const commentBody = z
  .object({
    id: recordId.optional(),
    vista: z.boolean(),
    voto: commentScore,
    comen: text().max(COMMENT_MAX_CHARS, 'El comentario es demasiado largo'),
  })
  .refine((body) => body.vista || body.voto >= 0 || body.comen.trim() !== '', {
    message: 'El comentario está vacío',
  });
export type CommentBody = z.infer<typeof commentBody>;

/** DELETE /api/peli/comenta/{id}/del: the body is the comment (its id is what counts). */
export const deleteCommentBody = z.object({ id: recordId }).passthrough();

/**
 * GET /api/usuario/marcas: the signed-in user's own marks on every film, for the badges of list
 * tiles (one call for the whole catalogue, not one per film): wanted, requested (open), seen,
 * and the score of the newest scored comment as `[film, score]` pairs.
 */
export const userMarks = z.object({
  quiero: z.array(z.number().int()),
  pedidas: z.array(z.number().int()),
  vistas: z.array(z.number().int()),
  notas: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type UserMarks = z.infer<typeof userMarks>;

/** GET /api/peli/comentarios/{id}?desde=&n=: others' comments on a film, newest first. */
export const commentPageQuery = z.object({
  desde: z.coerce.number().int().min(0).max(10_000_000).default(0),
  n: z.coerce.number().int().min(1).max(100).default(20),
});
export type CommentPageQuery = z.infer<typeof commentPageQuery>;

/** One page of comments; `sig` is the offset of the next page, null on the last one. */
export const commentPage = z.object({
  coms: z.array(filmComment),
  total: z.number().int(),
  sig: z.number().int().nullable(),
});
export type CommentPage = z.infer<typeof commentPage>;

/** A notice: `que` may hold `%id%title%` links to films. */
export const notice = z.object({ id: z.number().int(), fec: z.number().int(), que: z.string() });
export type Notice = z.infer<typeof notice>;

/** POST /api/contacto */
export const contactBody = z.object({
  text: text()
    .trim()
    .min(1, 'Escribe el mensaje')
    .max(CONTACT_MAX_CHARS, 'El mensaje es demasiado largo (5.000 caracteres como mucho)'),
});

/** POST /api/log/glErr: a web error report, sent as a beacon. */
export const errorReport = z.object({
  message: text().max(10_000),
  stack: text().max(50_000).optional(),
  url: text().max(2_000).optional(),
});
export type ErrorReport = z.infer<typeof errorReport>;

/** An open request as the admin screen lists it: the film, who asked and when. */
export const openRequest = z.object({
  id: z.number().int(),
  fecha: z.number().int(),
  peli: z.object({ id: z.number().int(), nom: z.string(), anio: z.number().int().nullable() }),
  user: z.object({ email: z.string(), nombre: z.string() }),
});
export type OpenRequest = z.infer<typeof openRequest>;
