import { z } from 'zod';
import { idSegment, text } from './common';

/** Path params of calls on one file: init and compart. */
export const downloadFileParams = z.object({ fileId: idSegment });

/** Path params of calls on one download job: monit and arch. */
export const downloadParams = z.object({ id: idSegment });

/** PUT /api/dwnl/com/{id}/{p|c}: pause or continue the copy. */
export const downloadCommandParams = z.object({ id: idSegment, op: z.enum(['p', 'c']) });
export type DownloadCommand = z.infer<typeof downloadCommandParams>['op'];

/**
 * `?auth=<share token>`, accepted by init, com, monit and arch: with a valid token for the
 * file, no session is needed.
 */
export const downloadAuthQuery = z.object({ auth: text().max(200).optional() });

/** GET /api/dwnl/compartido?auth=TOKEN: the token is required there. */
export const sharedFileQuery = z.object({ auth: text().min(1).max(200) });

/**
 * What GET compartido answers: the name and size in bytes of the file a share token names, so
 * the share page can say what is coming before it starts. It refuses a token as init would.
 */
export const sharedFile = z.object({ nom: z.string(), tam: z.number().int() });
export type SharedFile = z.infer<typeof sharedFile>;

/** GET /api/dwnl/torrent/{code}: a torrent's code (its info hash). */
export const torrentParams = z.object({
  code: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, 'Código de torrent no válido'),
});

/** POST init answers the download id. */
export const downloadId = z.number().int().positive();
/** GET compart answers the share token. */
export const shareToken = z.string();
/** GET torrent answers a same-origin URL path that serves the .torrent file. */
export const torrentUrl = z.string();
