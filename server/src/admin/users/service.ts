import { type AdminUser, perms as knownPerms, type Perm, type UsersPage } from '@cineclub/contract';
import type { AccountsQueries } from '../../accounts/queries.js';
import type { SessionUser } from '../../accounts/session-user.js';
import type { Clock } from '../../clock.js';
import { HttpError } from '../../http/errors.js';
import type { AuditService } from '../audit/service.js';
import { nextOf } from '../paging.js';
import type { UserQueries } from './queries.js';

const NO_USER = 'No existe ese usuario';

type UserRow = NonNullable<Awaited<ReturnType<UserQueries['user']>>>;

function toAdminUser(row: UserRow, providerOf: (issuer: string) => string): AdminUser {
  return {
    id: row.id,
    email: row.email,
    nombre: row.name,
    picture: row.picture,
    perms: knownPerms.filter((perm) => row.perms.includes(perm)),
    creado: row.created_at,
    sesiones: row.sessions,
    ultimo: row.lastUsed,
    identidades: row.identities.map((identity) => ({
      proveedor: providerOf(identity.issuer),
      sub: identity.subject,
    })),
  };
}

/** The users section: who has an account, their permissions and sessions. */
export function createUserService(deps: {
  queries: UserQueries;
  accounts: AccountsQueries;
  audit: AuditService;
  clock: Clock;
  /**
   * Runs after a permission is revoked or a user deleted: what they were doing that the
   * permission granted (a file transfer running) stops at once on this server.
   */
  afterAccessRevoked?: () => Promise<void>;
  /** The provider's name for an identity's issuer (accounts/providers.ts). */
  providerOf: (issuer: string) => string;
}) {
  const { queries, audit, clock, providerOf } = deps;
  const afterAccessRevoked = deps.afterAccessRevoked ?? (async () => {});
  const toAdmin = (row: UserRow) => toAdminUser(row, providerOf);

  async function adminUser(id: number): Promise<AdminUser> {
    const row = await queries.user(id, clock());
    if (!row) throw new HttpError(404, NO_USER);
    return toAdmin(row);
  }

  return {
    async users(query: { q: string; desde: number; n: number }): Promise<UsersPage> {
      const { rows, total } = await queries.usersPage(query.q, query.desde, query.n, clock());
      return {
        usuarios: rows.map(toAdmin),
        total,
        sig: nextOf(query.desde, rows.length, total),
      };
    },

    /** Grants a permission. Permissions are read per request, so it counts at once. */
    async grant(admin: SessionUser, userId: number, perm: Perm): Promise<AdminUser> {
      const target = await adminUser(userId);
      if (!target.perms.includes(perm)) {
        const detail = `Permiso ${perm} concedido a ${target.email}`;
        await queries.grant(userId, perm, audit.line(admin, null, { action: 'perm.alta', detail }));
      }
      return adminUser(userId);
    },

    async revoke(admin: SessionUser, userId: number, perm: Perm): Promise<AdminUser> {
      if (userId === admin.id && perm === 'admo') {
        throw new HttpError(409, 'No puedes quitarte a ti mismo el permiso de administrador');
      }
      const target = await adminUser(userId);
      if (target.perms.includes(perm)) {
        const detail = `Permiso ${perm} retirado a ${target.email}`;
        await queries.revoke(
          userId,
          perm,
          audit.line(admin, null, { action: 'perm.baja', detail }),
        );
        await afterAccessRevoked();
      }
      return adminUser(userId);
    },

    async endSessions(admin: SessionUser, userId: number): Promise<void> {
      const target = await adminUser(userId);
      await deps.accounts.deleteSessionsOfUser(userId);
      const detail = `Sesiones cerradas de ${target.email} (${target.sesiones})`;
      await audit.record(admin, null, { action: 'sesiones', detail });
    },

    async deleteUser(admin: SessionUser, userId: number): Promise<void> {
      if (userId === admin.id) {
        throw new HttpError(409, 'No puedes borrar tu propia cuenta desde aquí');
      }
      const target = await adminUser(userId);
      await deps.accounts.deleteUser(userId);
      const detail = `Usuario borrado: ${target.email}`;
      await audit.record(admin, null, { action: 'usuario.baja', detail });
      await afterAccessRevoked();
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
