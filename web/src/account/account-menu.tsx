import type { LoginAnswer } from '@cineclub/contract';
import { useState } from 'react';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { takeNewUserMark } from './api';
import { NewUserScreen } from './new-user-screen';
import { SignIn } from './sign-in';
import { useLogin } from './use-account-actions';
import { UserMenu } from './user-menu';

/** Read once per page load: a return from the provider's sign-in that created the user. */
const arrivedAsNewUser = takeNewUserMark();

/**
 * The header's account control. Mounting it checks the session on load (GET logeado); it then
 * shows the sign-in control or the user menu, and the new-user screen after a first sign-in
 * (from the login call's answer, or on the return from the provider's sign-in).
 */
export function AccountMenu() {
  const { user, isLoading } = useSession();
  const [created, setCreated] = useState<LoginAnswer | null>(null);
  const [returned, setReturned] = useState(arrivedAsNewUser);
  const login = useLogin((answer) => setCreated(answer.creado ? answer : null));
  const newUser = created ?? (returned && user ? { ...user, creado: true } : null);
  const done = () => {
    setCreated(null);
    setReturned(false);
  };

  if (isLoading) return <div className="account" aria-busy="true" />;
  return (
    <div className="account">
      {user ? (
        <UserMenu user={user} />
      ) : (
        <SignIn
          signIn={(credential) => login.mutate(credential)}
          pending={login.isPending}
          error={login.error ? texts.account.failed(login.error.message) : null}
        />
      )}
      {newUser && user && <NewUserScreen user={newUser} onDone={done} />}
    </div>
  );
}
