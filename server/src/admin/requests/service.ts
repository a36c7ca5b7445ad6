import type { SessionUser } from '../../accounts/session-user.js';
import type { CommunityService } from '../../community/service.js';
import type { AuditService } from '../audit/service.js';

/** The requests section: an open request served or refused (the community area keeps them). */
export function createRequestService(deps: { community: CommunityService; audit: AuditService }) {
  return {
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
