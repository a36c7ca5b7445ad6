import { type AdminNotice, ID_MAX, type Notice, noticeFilmIds } from '@cineclub/contract';
import type { SessionUser } from '../../accounts/session-user.js';
import type { CommunityService } from '../../community/service.js';
import { HttpError } from '../../http/errors.js';
import type { AuditService } from '../audit/service.js';
import type { NoticeQueries } from './queries.js';

/** The notices section: notices for everyone, posted and deleted. */
export function createNoticeService(deps: {
  queries: NoticeQueries;
  community: CommunityService;
  audit: AuditService;
}) {
  const { queries, audit } = deps;
  return {
    async notices(): Promise<AdminNotice[]> {
      const rows = await queries.publicNotices();
      return rows.map((row) => ({
        id: row.id,
        fec: Number(row.fec),
        que: row.que,
        descartado: row.dismissed,
      }));
    },

    /** A notice for everyone; its `%id%title%` links must name films that exist. */
    async postNotice(admin: SessionUser, que: string): Promise<Notice> {
      const ids = noticeFilmIds(que);
      // Past the id range there is no film, and PostgreSQL would refuse the query (a 500).
      const possible = ids.filter((id) => id <= ID_MAX);
      const found = new Set((await queries.existingFilms(possible)).map((film) => film.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) {
        throw new HttpError(
          400,
          `El aviso enlaza a películas que no existen: ${missing.join(', ')}`,
        );
      }
      const notice = await deps.community.postNotice(que, admin.id);
      await audit.record(admin, null, { action: 'aviso.alta', detail: que });
      return notice;
    },

    /** Deletes a notice for everyone (a user's own notices are dismissed, not deleted). */
    async deleteNotice(admin: SessionUser, noticeId: number): Promise<void> {
      if (!(await queries.deleteNotice(noticeId))) {
        throw new HttpError(404, 'No existe ese aviso');
      }
      await audit.record(admin, null, {
        action: 'aviso.baja',
        detail: `Aviso ${noticeId} borrado`,
      });
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
