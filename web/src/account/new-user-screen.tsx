import type { LoginAnswer } from '@cineclub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { accountKeys } from '../api/query-keys';
import { texts } from '../texts';
import { Dialog } from '../ui/dialog';
import { setName } from './api';
import { useDeleteAccount } from './use-account-actions';

/**
 * Shown after a sign-in that created the user (SPEC §2). 'Ha sido un error' deletes the new
 * user, which signs the web app out. A user created with bajed2 (an ADMIN_EMAILS address) may
 * not delete itself, and that address was put there on purpose: it only gets 'Correcto'.
 * It asks for the name the club sees (issue 47): without one, the member is 'Socio sin nombre',
 * never any part of their address.
 */
export function NewUserScreen(props: {
  user: Pick<LoginAnswer, 'email' | 'nombre'> & { perms: readonly string[] };
  onDone: () => void;
}) {
  const remove = useDeleteAccount();
  const canUndo = !props.user.perms.includes('bajed2');
  const queryClient = useQueryClient();
  const nameId = useId();
  const [name, setNameText] = useState(props.user.nombre.includes('@') ? '' : props.user.nombre);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (nombre: string) => setName(nombre),
    onSuccess: ({ nombre }) => {
      queryClient.setQueryData(accountKeys.session(), (old: { nombre: string } | null) =>
        old ? { ...old, nombre } : old,
      );
      props.onDone();
    },
  });
  const confirm = () => {
    if (!name.trim()) return setProblem(texts.details47.nameNeeded);
    setProblem(null);
    save.mutate(name.trim());
  };
  return (
    <Dialog title={texts.account.newUser.title}>
      <p>{texts.account.newUser.body(props.user.email)}</p>
      <div className="new-user-name">
        <label htmlFor={nameId} className="field-label">
          {texts.details47.askName}
        </label>
        <input
          id={nameId}
          type="text"
          value={name}
          maxLength={60}
          autoComplete="name"
          aria-describedby={`${nameId}-hint`}
          onChange={(event) => setNameText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') confirm();
          }}
        />
        <p id={`${nameId}-hint`} className="field-hint">
          {texts.details47.askNameHint}
        </p>
      </div>
      <p className="account-note">
        {texts.members.newUserPrivacy}{' '}
        <Link to="/privacidad" onClick={props.onDone}>
          {texts.members.newUserWhere}
        </Link>
      </p>
      {!canUndo && <p className="account-note">{texts.account.newUser.adminNote}</p>}
      {(problem ?? save.error) && (
        <p className="account-error" role="alert">
          {problem ?? save.error?.message}
        </p>
      )}
      {remove.error && (
        <p className="account-error" role="alert">
          {texts.account.actionFailed(remove.error.message)}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" disabled={save.isPending} onClick={confirm}>
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
