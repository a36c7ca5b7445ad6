import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../api/client';
import { reportError } from '../community/error-report';
import { texts } from '../texts';
import { ChunkError } from './chunk-error';
import { isChunkLoadError } from './chunk-reload';
import { NotFound } from './not-found';

/**
 * Router errors land here: the spec's two lines and the message of what failed. Two failures
 * get a page of their own: a film or person that does not exist (404), and a screen whose
 * code would not load. Every one is reported.
 */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  if (error instanceof ApiError && error.status === 404)
    return <NotFound message={error.message} />;
  if (isChunkLoadError(error)) return <ChunkError />;
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
