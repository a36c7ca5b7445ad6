import type { LoginAnswer } from '@cineclub/contract';
import { useState } from 'react';
import { useSession } from '../lib/session';
import { texts } from '../texts';
import { NewUserScreen } from './new-user-screen';
import { SignIn } from './sign-in';
import { useLogin } from './use-account-actions';
import { UserMenu } from './user-menu';

/**
 * The header's account control. Mounting it checks the session on load (GET logeado); it then
 * shows the sign-in control or the user menu, and the new-user screen after a first sign-in.
 */
export function AccountMenu() {
  const { user, isLoading } = useSession();
  const [created, setCreated] = useState<LoginAnswer | null>(null);
  const login = useLogin((answer) => setCreated(answer.creado ? answer : null));

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
      {created && user && <NewUserScreen user={created} onDone={() => setCreated(null)} />}
    </div>
  );
}
