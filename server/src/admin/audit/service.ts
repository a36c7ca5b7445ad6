import type { AuditPage } from '@cineclub/contract';
import type { Clock } from '../../clock.js';
import { nextOf } from '../paging.js';
import type { AuditQueries, AuditValues } from './queries.js';

/**
 * Who made a change: a signed-in admin, or the server itself (a scheduled job: no user, and a
 * name such as 'programada' in place of an address).
 */
export interface Actor {
  id: number | null;
  email: string;
}

/** What an audit line says: the kind of change and its sentence. */
export interface Change {
  action: string;
  detail: string;
}

/** The audit journal every admin section writes to, and its page (`GET /admin/registro`). */
export function createAuditService(deps: { queries: AuditQueries; clock: Clock }) {
  const { queries, clock } = deps;

  /** An audit line of `actor`'s change (the film's, if any). */
  const line = (actor: Actor, filmId: number | null, change: Change): AuditValues => ({
    user_id: actor.id,
    email: actor.email,
    at: clock(),
    film_id: filmId,
    action: change.action,
    detail: change.detail,
  });

  return {
    line,

    /** Writes the line of a change that has no transaction of its own to share. */
    async record(actor: Actor, filmId: number | null, change: Change): Promise<void> {
      await queries.add(line(actor, filmId, change));
    },

    async page(query: { peli?: number; desde: number; n: number }): Promise<AuditPage> {
      const { rows, total } = await queries.page(query.peli, query.desde, query.n);
      return {
        lineas: rows.map((row) => ({
          id: row.id,
          fecha: Number(row.at),
          user: row.email,
          peli: row.film_id === null ? null : { id: row.film_id, nom: row.nom ?? '' },
          accion: row.action,
          detalle: row.detail,
        })),
        total,
        sig: nextOf(query.desde, rows.length, total),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
