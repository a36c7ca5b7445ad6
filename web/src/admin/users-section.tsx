import { type AdminUser, type Perm, perms } from '@cineclub/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../lib/session';
import { texts } from '../texts-screens';
import { Chip } from '../ui/chip';
import { useDeleteUser, useEndSessions, usePermChange, usersQuery } from './api';
import { Loading } from './loading';
import { Failure, formatTime, MoreButton, Panel, SearchForm } from './parts';

const labels = texts.admin.users;

function UserRow({ user, self }: { user: AdminUser; self: boolean }) {
  const perm = usePermChange();
  const endSessions = useEndSessions();
  const remove = useDeleteUser();
  const error = perm.error ?? endSessions.error ?? remove.error;
  // What was asked for shows at once, in the click's own render (the mutation's pending state
  // arrives a tick later), and stays until the change and the list's refetch have settled.
  const [asked, setAsked] = useState<{ perm: Perm; on: boolean } | null>(null);
  const toggle = (which: Perm, on: boolean) => {
    setAsked({ perm: which, on });
    perm.mutate({ userId: user.id, perm: which, on }, { onSettled: () => setAsked(null) });
  };
  return (
    <li className="admin-user">
      <p className="admin-user-who">
        <strong>{user.email}</strong>
        {user.nombre ? ` · ${user.nombre}` : null}
        {self ? <Chip>{labels.you}</Chip> : null}
      </p>
      <p className="muted">
        {labels.created(formatTime(user.creado))} ·{' '}
        {labels.sessions(user.sesiones, user.ultimo === null ? null : formatTime(user.ultimo))}
      </p>
      <Identities user={user} />
      <div className="admin-row">
        {perms.map((which) => {
          const ownAdmo = self && which === 'admo';
          return (
            <label key={which} className="admin-check" title={ownAdmo ? labels.ownAdmo : undefined}>
              <input
                type="checkbox"
                aria-label={labels.permOf(labels.perm[which], user.email)}
                checked={asked?.perm === which ? asked.on : user.perms.includes(which)}
                disabled={asked !== null || ownAdmo}
                onChange={(event) => toggle(which, event.target.checked)}
              />
              {labels.perm[which]}
            </label>
          );
        })}
        <button
          type="button"
          className="btn"
          disabled={endSessions.isPending || user.sesiones === 0}
          onClick={() => {
            if (window.confirm(labels.confirmEndSessions(user.email))) {
              endSessions.mutate(user.id);
            }
          }}
        >
          {labels.endSessions}
        </button>
        {self ? null : (
          <button
            type="button"
            className="btn danger"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(labels.confirmDelete(user.email))) remove.mutate(user.id);
            }}
          >
            {labels.delete}
          </button>
        )}
      </div>
      <Failure error={error} />
    </li>
  );
}

/** Who signs in as the user: each provider and the account (`sub`) it knows them by. */
function Identities({ user }: { user: AdminUser }) {
  if (!user.identidades.length) return <p className="muted">{labels.noIdentity}</p>;
  return (
    <p className="muted admin-identities">
      {labels.identities}{' '}
      {user.identidades.map((identity) => (
        <span key={`${identity.proveedor} ${identity.sub}`} className="admin-identity">
          <Chip>{identity.proveedor}</Chip> <code>{identity.sub}</code>
        </span>
      ))}
    </p>
  );
}

/** Users: search, grant and revoke admo and bajed2, end their sessions, delete them. */
export function UsersSection() {
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const users = useInfiniteQuery(usersQuery(search));
  const list = users.data?.pages.flatMap((page) => page.usuarios) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;
  return (
    <Panel title={texts.admin.sections.usuarios}>
      <SearchForm label={labels.search} onSearch={setSearch} />
      {users.isPending ? <Loading /> : null}
      <Failure error={users.error} />
      {users.isSuccess ? (
        <p className="muted">{list.length ? labels.count(list.length, total) : labels.none}</p>
      ) : null}
      <ul className="admin-list">
        {list.map((user) => (
          <UserRow key={user.id} user={user} self={user.email === me?.email} />
        ))}
      </ul>
      <MoreButton query={users} />
    </Panel>
  );
}
