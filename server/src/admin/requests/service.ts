import type { SessionUser } from '../../accounts/session-user.js';
import type { CommunityService } from '../../community/service.js';
import type { AuditService } from '../audit/service.js';

/** The requests section: the open ones, served or refused (the community area keeps them). */
export function createRequestService(deps: { community: CommunityService; audit: AuditService }) {
  return {
    /** Who asked for what, and when: the open requests, oldest first. */
    openRequests: () => deps.community.openRequests(),

    async answerRequest(
      admin: SessionUser,
      requestId: number,
      body: { estado: 'servida' | 'rechazada'; nota: string },
    ): Promise<void> {
      const served = body.estado === 'servida';
      const film = await deps.community.answerRequest(requestId, served, body.nota);
      const detail = `Petición ${requestId} ${body.estado}${body.nota ? `: ${body.nota}` : ''}`;
      await deps.audit.record(admin, film.id, { action: `peticion.${body.estado}`, detail });
    },
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
