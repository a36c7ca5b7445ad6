import type { DemoAccount } from '@cineclub/contract';
import { useQuery } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { texts } from '../texts';
import { useDismiss } from '../ui/use-dismiss';
import { signInOptionsQuery } from './api';
import { GoogleButton } from './google-button';
import { OidcButton } from './oidc-button';
import type { Credential } from './use-account-actions';

interface SignInProps {
  signIn: (credential: Credential) => void;
  pending: boolean;
  error: string | null;
}

/**
 * The header's sign-in control: a button per method the server says is set. Google's button
 * when a client id is configured, the club's OpenID Connect provider's, and in demo mode a
 * chooser of the demo accounts with a free address field. Google and the demo end in the login
 * call; the provider's sign-in leaves the page and comes back signed in.
 */
export function SignIn(props: SignInProps) {
  const { data: options } = useQuery(signInOptionsQuery());
  if (!options) return null;
  return (
    <div className="sign-in">
      {options.google && (
        <GoogleButton clientId={options.google} onCredential={(token) => props.signIn({ token })} />
      )}
      {options.oidc && <OidcButton nombre={options.oidc.nombre} />}
      {options.demo && <DemoChooser accounts={options.demo} {...props} />}
      {props.error && !options.demo && (
        <p className="account-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

function DemoChooser(props: SignInProps & { accounts: DemoAccount[] }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, { open, close });

  return (
    <div className="account-popup" ref={container}>
      <button
        type="button"
        className="sign-in-button"
        aria-expanded={open}
        aria-controls="demo-chooser"
        onClick={() => setOpen(!open)}
      >
        <LogIn size={18} aria-hidden="true" />
        <span className="sign-in-label">
          {props.pending ? texts.account.signingIn : texts.account.signIn}
        </span>
      </button>
      {open && (
        <section
          id="demo-chooser"
          className="account-panel"
          aria-label={texts.account.chooserTitle}
        >
          <h2>{texts.account.chooserTitle}</h2>
          <p className="account-note">{texts.account.demoNote}</p>
          <ul className="demo-accounts">
            {props.accounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  disabled={props.pending}
                  onClick={() => props.signIn({ demoEmail: account.email })}
                >
                  <span className="demo-name">{account.nombre}</span>
                  <span className="demo-detail">
                    {account.email} · {texts.account.permsOf(account.perms)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <form
            className="demo-email"
            onSubmit={(event) => {
              event.preventDefault();
              props.signIn({ demoEmail: email.trim() });
            }}
          >
            <label>
              {texts.account.otherEmail}
              <input
                type="email"
                required
                maxLength={254}
                value={email}
                placeholder={texts.account.emailPlaceholder}
                onChange={(event) => setEmail(event.target.value)}
              />
            </label>
            <button type="submit" disabled={props.pending}>
              {texts.account.enter}
            </button>
          </form>
          {props.error && (
            <p className="account-error" role="alert">
              {props.error}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
