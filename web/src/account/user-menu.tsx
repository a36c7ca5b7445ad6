import { callPath } from '@cineclub/contract';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SessionInfo } from '../lib/session';
import { texts } from '../texts';
import { Avatar } from '../ui/avatar';
import { Dialog } from '../ui/dialog';
import { useDismiss } from '../ui/use-dismiss';
import { useDeleteAccount, useLogout } from './use-account-actions';

type User = NonNullable<SessionInfo['user']>;

/** The export of the member's data: a plain link, the browser saves the ZIP the server names. */
const exportPath = callPath('exportHistory', {});

/**
 * The signed-in user's picture (or initials) opening a menu: privacy and one's data, importing
 * one's history from another site, log out of this session or of all, download one's data and
 * delete the account, which only users without bajed2 may do (SPEC §6).
 */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, { open, close });
  const logout = useLogout();
  const remove = useDeleteAccount();
  const canDelete = !user.perms.includes('bajed2');
  const thisYear = new Date().getFullYear();

  return (
    <div className="account-popup" ref={container}>
      <button
        type="button"
        className="avatar-button"
        aria-label={texts.account.menuLabel(user.email)}
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen(!open)}
      >
        <Avatar nombre={user.nombre} email={user.email} picture={user.picture} />
      </button>
      {open && (
        <div id="user-menu" className="account-panel user-menu">
          <p className="account-who">
            {user.nombre && <strong>{user.nombre}</strong>}
            <span>{user.email}</span>
          </p>
          <Link to={`/club/resumen/${thisYear}`} className="account-link" onClick={close}>
            {texts.review.menuLink(thisYear)}
          </Link>
          {user.perms.includes('admo') && (
            <Link to="/admo" className="account-link" onClick={close}>
              {texts.admin.menuLink}
            </Link>
          )}
          <Link to="/avisos" className="account-link" onClick={close}>
            {texts.notify.menuLink}
          </Link>
          <Link to="/privacidad" className="account-link" onClick={close}>
            {texts.members.privacyLink}
          </Link>
          <Link to="/importar" className="account-link" onClick={close}>
            {texts.history.menuLink}
          </Link>
          <button type="button" disabled={logout.isPending} onClick={() => logout.mutate(false)}>
            {texts.account.logout}
          </button>
          <button type="button" disabled={logout.isPending} onClick={() => logout.mutate(true)}>
            {texts.account.logoutAll}
          </button>
          {/* The export sits next to deleting the account (issue 32): take your data, then go. */}
          <a href={exportPath} download className="account-link" onClick={close}>
            {texts.members.exportLink}
          </a>
          {canDelete && (
            <button
              type="button"
              className="danger"
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
            >
              {texts.account.deleteAccount}
            </button>
          )}
        </div>
      )}
      {confirming && (
        <Dialog title={texts.account.confirmDeleteTitle} onCancel={() => setConfirming(false)}>
          <p>{texts.account.confirmDelete}</p>
          {remove.error && (
            <p className="account-error" role="alert">
              {texts.account.actionFailed(remove.error.message)}
            </p>
          )}
          <div className="dialog-actions">
            <button
              type="button"
              className="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {texts.account.confirmDeleteButton}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {texts.account.cancel}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
