import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { texts } from '../texts';
import { startOidcLogin } from './api';

/**
 * The club's own identity provider (OpenID Connect). The click asks the server for the
 * provider's address, then the whole page goes there; the provider sends it back signed in.
 * Asking first lets the button say so, in Spanish, when the provider is down.
 */
export function OidcButton(props: { nombre: string }) {
  const start = useMutation({
    mutationFn: startOidcLogin,
    onSuccess: (url) => window.location.assign(url),
  });
  // Still busy once the address is known: the page is leaving.
  const busy = start.isPending || start.isSuccess;
  return (
    <>
      <button
        type="button"
        className="sign-in-button"
        disabled={busy}
        onClick={() => start.mutate()}
      >
        <KeyRound size={18} aria-hidden="true" />
        <span className="sign-in-label">
          {busy ? texts.account.signingIn : texts.account.oidcSignIn(props.nombre)}
        </span>
      </button>
      {start.error && (
        <p className="account-error" role="alert">
          {texts.account.failed(start.error.message)}
        </p>
      )}
    </>
  );
}
