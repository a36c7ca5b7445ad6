import { POSTER_MAX_BYTES, type PosterAnswer, posterKindOf } from '@cineclub/contract';
import type { SessionUser } from '../../accounts/session-user.js';
import type { PosterStore } from '../../catalogue/poster-store.js';
import { HttpError } from '../../http/errors.js';
import type { AuditService } from '../audit/service.js';
import { NO_FILM } from '../films/service.js';
import type { PosterQueries } from './queries.js';

export const POSTER_TOO_LARGE = `La imagen pasa de ${POSTER_MAX_BYTES / 1024 / 1024} MB`;

/** A film's poster upload. */
export function createPosterService(deps: {
  queries: PosterQueries;
  store: PosterStore;
  audit: AuditService;
}) {
  const { queries, store, audit } = deps;
  return {
    /** PUT /admin/pel/poster/{id}: a JPEG, PNG or WebP under a new poster number. */
    async upload(user: SessionUser, id: number, body: Buffer | undefined): Promise<PosterAnswer> {
      if (!(await queries.filmExists(id))) throw new HttpError(404, NO_FILM);
      if (!body?.length) throw new HttpError(400, 'Falta la imagen');
      if (body.length > POSTER_MAX_BYTES) throw new HttpError(413, POSTER_TOO_LARGE);
      const kind = posterKindOf(body);
      if (!kind) throw new HttpError(415, 'La imagen debe ser JPEG, PNG o WebP');
      // A new number, so that the poster's URL answers a new ETag and caches let the old go.
      const staged = await store.stage(kind, body);
      const detail = `Póster nuevo (${kind}, ${Math.ceil(body.length / 1024)} KB)`;
      const { poster, previous } = await queries
        .setPoster(
          id,
          (number) => store.place(staged, number),
          audit.line(user, id, { action: 'poster', detail }),
        )
        .finally(() => store.discard(staged));
      await store.remove(previous);
      return { poster };
    },
  };
}

export type PosterService = ReturnType<typeof createPosterService>;
