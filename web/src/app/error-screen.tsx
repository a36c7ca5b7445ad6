import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../community/error-report';
import { texts } from '../texts';

/** Router errors land here: the spec's two lines and the message of what failed. */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return (
    <section className="error-screen" role="alert">
      <h1>{texts.error.title}</h1>
      <p>{texts.error.contact}</p>
      <pre className="error-message">{messageOf(error)}</pre>
    </section>
  );
}

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
