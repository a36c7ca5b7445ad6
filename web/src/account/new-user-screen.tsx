import type { LoginAnswer } from '@cineclub/contract';
import { Link } from 'react-router';
import { texts } from '../texts';
import { Dialog } from '../ui/dialog';
import { useDeleteAccount } from './use-account-actions';

/**
 * Shown after a sign-in that created the user (SPEC §2). 'Ha sido un error' deletes the new
 * user, which signs the web app out. A user created with bajed2 (an ADMIN_EMAILS address) may
 * not delete itself, and that address was put there on purpose: it only gets 'Correcto'.
 */
export function NewUserScreen(props: {
  user: Pick<LoginAnswer, 'email'> & { perms: readonly string[] };
  onDone: () => void;
}) {
  const remove = useDeleteAccount();
  const canUndo = !props.user.perms.includes('bajed2');
  return (
    <Dialog title={texts.account.newUser.title}>
      <p>{texts.account.newUser.body(props.user.email)}</p>
      <p className="account-note">
        {texts.members.newUserPrivacy}{' '}
        <Link to="/privacidad" onClick={props.onDone}>
          {texts.members.newUserWhere}
        </Link>
      </p>
      {!canUndo && <p className="account-note">{texts.account.newUser.adminNote}</p>}
      {remove.error && (
        <p className="account-error" role="alert">
          {texts.account.actionFailed(remove.error.message)}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={props.onDone}>
          {texts.account.newUser.ok}
        </button>
        {canUndo && (
          <button
            type="button"
            className="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: props.onDone })}
          >
            {texts.account.newUser.mistake}
          </button>
        )}
      </div>
    </Dialog>
  );
}
