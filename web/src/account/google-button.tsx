import { useEffect, useRef, useState } from 'react';
import { PHONE_QUERY } from '../lib/phone';
import { texts } from '../texts';
import { loadGoogleIdentity } from './google-identity';

/**
 * Google's own sign-in button (Google Identity Services). Its credential, an ID token, goes to
 * `onCredential`, which posts it to the login call like the demo chooser does.
 */
export function GoogleButton(props: { clientId: string; onCredential: (token: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const onCredential = useRef(props.onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    onCredential.current = props.onCredential;
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: props.clientId,
          callback: (response) => onCredential.current(response.credential),
          ux_mode: 'popup',
        });
        google.renderButton(container.current, {
          // The phone's one-row header (app/phone.css) has room for Google's round icon only.
          type: window.matchMedia(PHONE_QUERY).matches ? 'icon' : 'standard',
          theme: 'filled_black',
          size: 'medium',
          text: 'signin',
          shape: 'pill',
          locale: 'es',
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [props.clientId]);

  if (failed) return <span className="account-error">{texts.account.googleFailed}</span>;
  return <div ref={container} className="google-button" />;
}
