import type { ErrorBody } from '@cineclub/contract';

/** A failed call: the status and the server's Spanish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** GETs a JSON answer; a non-2xx answer throws an ApiError carrying the server's message. */
export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', ...init });
  if (!response.ok) throw await apiError(response);
  return (await response.json()) as T;
}

/**
 * Sends a state-changing call with an optional body and answers the response; a non-2xx
 * answer throws an ApiError carrying the server's message. A Blob (an uploaded file) goes as
 * it is, with its own type; anything else as JSON.
 */
export async function send(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Response> {
  const raw = body instanceof Blob;
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? undefined
        : { 'Content-Type': raw ? body.type || 'application/octet-stream' : 'application/json' },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await apiError(response);
  return response;
}

async function apiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  return new ApiError(response.status, body?.message ?? `Error ${response.status}`);
}
